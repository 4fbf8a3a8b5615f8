import type { MouseEvent } from 'react';
import type { NlClient } from '../../../sdk';
import { useTranslation } from '../pages/use-translation';

/** Id of the page's `<main>`, the skip link's target. */
export const MAIN_ID = 'main';

// Off screen until focused; then a dark pill over the header's corner with the focus ring the
// elements use (two-tone, so it shows on the header and on the page).
const SKIP_LINK_STYLES = `
.skip-link {
  position: absolute; inset-inline-start: 8px; inset-block-start: 8px; z-index: 1100;
  padding-block: 10px; padding-inline: 16px; border-radius: 8px;
  background: #06122f; color: #ffffff; font-weight: 700; text-decoration: none;
  transform: translateY(calc(-100% - 16px));
}
.skip-link:focus { transform: none; outline: 3px solid #ffcf4d; outline-offset: 2px; }
#${MAIN_ID}:focus { outline: none; }
`;

/**
 * "Skip to content" (WCAG 2.4.1): the first stop of the keyboard, it moves focus past the header
 * to the page's `<main>`, which takes focus (tabindex -1) so the next Tab goes on from there.
 */
export function SkipLink({ client }: { client: NlClient }) {
  const t = useTranslation(client);
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    // Focus rather than follow the hash: the router owns the URL.
    event.preventDefault();
    main.focus();
  };
  return (
    <>
      <style>{SKIP_LINK_STYLES}</style>
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={skip}>
        {t('site.skipToContent')}
      </a>
    </>
  );
}
