import { useRef, useState } from 'react';
import { COOKIE_NOTICE_ACCEPTED, COOKIE_NOTICE_KEY, shouldShowCookieNotice } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { emit } from '../../base/emit';
import { focusPageHeading } from '../../base/focus';
import { useClient, useHost, useT } from '../../base/hooks';
import { NavLink } from '../../base/nav-link';
import { TransText } from '../../base/trans-text';
import { COOKIE_NOTICE_STYLES } from './cookie-notice-styles';
import { useReservedBottomSpace } from './use-reserved-space';
import '../compliance-events';
import { ElementStyles } from '../../base/element-styles';

/**
 * The cookie notice (SPEC §4): a banner at the bottom of the page until the player accepts, which
 * is remembered on this device ('accepted' under `cookie_notice`). It does not block the page.
 * Place it first in the page (after a skip link): it is fixed to the bottom edge, but its Tab
 * stops come where it stands, and a keyboard user should meet it first, not after the whole page.
 *
 * @example <nl-cookie-notice></nl-cookie-notice>
 */
export function CookieNotice() {
  const client = useClient();
  const host = useHost();
  const t = useT();
  const [stored, setStored] = useState(() => client.env.storage.getItem(COOKIE_NOTICE_KEY));
  const open = shouldShowCookieNotice(stored);
  const bannerRef = useRef<HTMLElement>(null);
  useReservedBottomSpace(bannerRef, open);
  if (!open) return null;

  const accept = () => {
    client.env.storage.setItem(COOKIE_NOTICE_KEY, COOKIE_NOTICE_ACCEPTED);
    setStored(COOKIE_NOTICE_ACCEPTED);
    emit(host, 'nl-cookies-accepted', {});
    // The button goes with the banner: a keyboard user goes on from the page's heading, not from <body>.
    const doc = bannerRef.current?.ownerDocument;
    if (doc) focusPageHeading(doc);
  };

  return (
    <>
      <ElementStyles css={COOKIE_NOTICE_STYLES} />
      <section ref={bannerRef} className="cookie-notice" part="cookie-notice" role="region" aria-label={t('compliance.cookies.label')}>
        <p className="cookie-text">
          <TransText
            k="compliance.cookies.body"
            values={{
              link: (
                <NavLink path={routePath('privacyNotice')} className="cookie-link">
                  {t('compliance.cookies.privacy')}
                </NavLink>
              ),
            }}
          />
        </p>
        <button type="button" className="nl-button nl-button-primary" onClick={accept}>
          {t('compliance.cookies.accept')}
        </button>
      </section>
    </>
  );
}
