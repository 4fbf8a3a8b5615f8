/**
 * Product paths the elements link to (SPEC §2 routes). Hosts receive them in
 * `nl-navigate-request` and route them with their own router.
 */
export const PATHS = {
  home: '/',
  login: '/account/login',
  register: '/account/register',
  deposit: '/account/deposit',
  withdraw: '/account/withdraw',
  orders: '/account/order/list',
  transactions: '/account/transactions',
  notifications: '/account/notification/list',
  results: '/lottery/results',
  aboutUs: '/About-Us',
  terms: '/Terms-and-Conditions',
  howToPlay: '/how-to-play',
  privacy: '/Privacy-Notice',
  faq: '/faq',
  playResponsibly: '/Play-Responsibly?key=Play-Responsibly',
} as const;

/** Results page of one game: `/lottery/{key}/results`. */
export function gameResultsPath(gameKey: string): string {
  return `/lottery/${gameKey}/results`;
}
