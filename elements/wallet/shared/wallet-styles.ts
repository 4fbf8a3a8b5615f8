import { PROFILE_STYLES } from '../../profile/shared/profile-styles';

/**
 * Styles the wallet pages share: the account page frame and cards of the profile pages, plus
 * money figures (tabular, left-to-right) and the colours of money in and out.
 */
export const WALLET_PAGE_STYLES =
  PROFILE_STYLES +
  /* css */ `
.amount { font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap; }
.money-in { color: var(--_nl-success); }
.money-out { color: var(--_nl-danger); }
.nl-page { max-inline-size: 960px; }
`;
