import { MOBILE_QUERY, useMediaQuery } from '../../base/use-media-query';
import { BALL_STYLES } from '../../draws/results/ball-styles';
import { CONTACT_STYLES } from '../support/contact-dialog';
import { BALANCE_STYLES } from '../../wallet/balance/balance-styles';
import { HEADER_STYLES } from './header-styles';
import { HeaderDesktop } from './header-desktop';
import { HeaderMobile } from './header-mobile';
import { useNavTabs } from './use-nav-tabs';
import { useBalanceRefresh } from './use-session';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-header>`. */
export interface HeaderProps {
  /** `desktop`, `mobile`, or `auto` (default): mobile below 700 px. Attribute `variant`. */
  variant?: string;
  /** Image URL of a partner's logo; default the drawn mark and brand name. Attribute `logo-src`. */
  logoSrc?: string;
}

/** Resolves the `variant` attribute; anything unknown behaves as `auto`. */
export function resolveVariant(variant: string | undefined, narrow: boolean): 'desktop' | 'mobile' {
  if (variant === 'desktop' || variant === 'mobile') return variant;
  return narrow ? 'mobile' : 'desktop';
}

/**
 * The site header (SPEC §2 Layout): navigation from the server's tabs, language switcher, live
 * chat, and the player's balance and notifications or the guest's Login and Register.
 *
 * @example <nl-header variant="auto"></nl-header>
 */
export function Header({ variant, logoSrc }: HeaderProps) {
  const narrow = useMediaQuery(MOBILE_QUERY);
  const tabs = useNavTabs();
  useBalanceRefresh();
  return (
    <>
      <ElementStyles css={HEADER_STYLES + BALANCE_STYLES + BALL_STYLES + CONTACT_STYLES} />
      {resolveVariant(variant, narrow) === 'mobile' ? <HeaderMobile tabs={tabs} logoSrc={logoSrc} /> : <HeaderDesktop tabs={tabs} logoSrc={logoSrc} />}
    </>
  );
}
