import { useId, useState, type KeyboardEvent } from 'react';
import { routePath } from '../../../sdk/routes';
import { useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { NavLink } from '../../base/nav-link';
import { TransText } from '../../base/trans-text';
import { DEFAULT_SUPPORT_EMAIL } from '../../layout/support/contact-details';
import { HotlineLink } from '../../layout/support/hotline-link';
import { SelfExclusion } from '../self-exclusion/self-exclusion';
import { RP_STYLES } from '../shared/rp-styles';
import { ElementStyles } from '../../base/element-styles';

/** The page's tabs by their `activeTabName` (SPEC §2, e.g. `Player Controls`), with their key. */
export const PLAY_RESPONSIBLY_TABS = [
  { name: 'Player Controls', key: 'playerControls' },
  { name: 'Family Exclusion', key: 'familyExclusion' },
  { name: 'Self-Assessment', key: 'selfAssessment' },
  { name: 'Advice', key: 'advice' },
  { name: 'Support', key: 'support' },
] as const;

/** Props of `<nl-play-responsibly>`. */
export interface PlayResponsiblyProps {
  /** The tab to open by its name, e.g. `Player Controls` (the route's `activeTabName`). Attribute `active-tab-name`. */
  activeTabName?: string;
}

/**
 * The Play Responsibly page (/Play-Responsibly, SPEC §2): tabs reaching every tool: player
 * controls (self-exclusion, take a break, deposit limit, wager limit), family exclusion, the
 * self-assessment, advice and support. `active-tab-name` opens a tab by its name.
 *
 * @example <nl-play-responsibly active-tab-name="Player Controls"></nl-play-responsibly>
 */
export function PlayResponsibly({ activeTabName }: PlayResponsiblyProps) {
  const t = useT();
  const titleId = useId();
  const start = Math.max(0, PLAY_RESPONSIBLY_TABS.findIndex((tab) => tab.name.toLowerCase() === (activeTabName ?? '').trim().toLowerCase()));
  const [active, setActive] = useState(start);
  const [seenStart, setSeenStart] = useState(start);
  if (seenStart !== start) {
    // The host changed the attribute (a new activeTabName in the URL).
    setSeenStart(start);
    setActive(start);
  }
  const tab = PLAY_RESPONSIBLY_TABS[active]!;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = (active + (rtl ? -step : step) + PLAY_RESPONSIBLY_TABS.length) % PLAY_RESPONSIBLY_TABS.length;
    setActive(next);
    (event.currentTarget.children[next] as HTMLElement | undefined)?.focus();
  };

  return (
    <>
      <ElementStyles css={RP_STYLES} />
      <section className="nl-page play-responsibly" part="page" aria-labelledby={titleId}>
        <h1 id={titleId} className="nl-page-title">
          {t('responsiblePlay.page.title')}
        </h1>
        <p className="nl-page-lead">{t('responsiblePlay.page.lead')}</p>
        <div className="rp-tabs" role="tablist" part="tabs" onKeyDown={onKeyDown}>
          {PLAY_RESPONSIBLY_TABS.map((item, i) => (
            <button
              key={item.key}
              type="button"
              role="tab"
              className="rp-tab"
              id={`${titleId}-${item.key}`}
              aria-selected={i === active}
              tabIndex={i === active ? 0 : -1}
              data-tab={item.name}
              onClick={() => setActive(i)}
            >
              {t(`responsiblePlay.page.tabs.${item.key}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" aria-labelledby={`${titleId}-${tab.key}`} part="panel" data-tab={tab.name}>
          <TabContent tabKey={tab.key} />
        </div>
      </section>
    </>
  );
}

function TabContent({ tabKey }: { tabKey: (typeof PLAY_RESPONSIBLY_TABS)[number]['key'] }) {
  const t = useT();
  switch (tabKey) {
    case 'playerControls':
      return <SelfExclusion />;
    case 'familyExclusion':
      return (
        <div className="nl-card">
          <p>{t('responsiblePlay.page.family')}</p>
          <div className="nl-actions">
            <NavLink path={routePath('familyPlan')} className="nl-button nl-button-primary">
              {t('responsiblePlay.page.familyApply')}
            </NavLink>
            <NavLink path={routePath('familyPlanCheckProgress')} className="nl-button nl-button-secondary">
              {t('responsiblePlay.family.checkProgress')}
            </NavLink>
          </div>
        </div>
      );
    case 'selfAssessment':
      return (
        <div className="nl-card">
          <p>{t('responsiblePlay.page.assessment')}</p>
          <NavLink path={routePath('assessment')} className="nl-button nl-button-primary">
            {t('responsiblePlay.page.assessmentStart')}
          </NavLink>
        </div>
      );
    case 'advice':
      return (
        <div className="nl-card">
          <ul>
            {[1, 2, 3, 4, 5].map((n) => (
              <li key={n}>{t(`responsiblePlay.page.advice${n}`)}</li>
            ))}
          </ul>
        </div>
      );
    default:
      return (
        <div className="nl-card">
          <p>{t('responsiblePlay.page.support')}</p>
          {/* The same hotline and address as the footer and the contact dialog, as links in the
              design's link style; each sentence keeps the page's direction, only the number and
              the address are left to right. */}
          <ul className="rp-contact">
            <li>
              <TransText k="responsiblePlay.page.supportHotline" values={{ number: <HotlineLink className="nl-link" /> }} />
            </li>
            <li>
              <TransText
                k="responsiblePlay.page.supportEmail"
                values={{ email: <a className="nl-link" href={`mailto:${DEFAULT_SUPPORT_EMAIL}`}><Ltr>{DEFAULT_SUPPORT_EMAIL}</Ltr></a> }}
              />
            </li>
          </ul>
        </div>
      );
  }
}
