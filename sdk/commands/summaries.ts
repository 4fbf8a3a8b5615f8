/**
 * One line per command saying what it is for, rendered into docs/commands.md by
 * `npm run commands:doc`. Kept beside the table rather than in it: the runtime never reads them, and
 * a partner's bundle should not carry documentation. The type makes a missing summary a compile error.
 */
import type { CommandName } from './index';

/** @example COMMAND_SUMMARIES.balance // "The player's balances and unread message counts." */
export const COMMAND_SUMMARIES: Readonly<Record<CommandName, string>> = {
  sendSmsCode: 'Sends a six-digit code by SMS for a scene; rate-limited (403000613 when requested too often).',
  sendEmailCode: 'Sends a six-digit code by e-mail for a scene; rate-limited (403000613 when requested too often).',
  checkCode: 'Checks a code; answers a single-use ticket that proves the target for the next step (403000810 when wrong).',
  register: 'Creates the account from the identity and address steps and a verified code ticket; logs in.',
  passwordLogin: 'Logs in with e-mail or mobile and password; repeated failures lock the account for a while.',
  codeLogin: 'Logs in with a one-time code sent to the mobile or e-mail (403000622/403000623 unverified, 403000810 wrong code).',
  resetPassword: 'Sets a new password with a reset-password code ticket; ends every open session of the account.',
  logout: 'Ends the current session.',
  appInfo: 'One game app by showKey or appKey, with whether it is on sale.',
  gameAppList: 'Every game app on sale, in display order, for the home game grid.',
  checkTerms: 'Whether a new terms version must be shown (upgrade=1 and notice=1) and whether it is forced.',
  termsArticles: "The terms articles of a category (12 = terms update): a 'brief' summary and the 'whole' text.",
  acceptTerms: 'Records that the player accepted a terms version.',
  fundsStatementStatus: 'Whether the funds-security declaration must be shown (alertStatus=1 and agreeStatus=0).',
  submitFundsStatement: 'Records the declaration: both statements agreed and the source of funds.',
  tabList: 'Navigation tabs for the header (tabType 23) or bottom bar (tabType 7), per business line.',
  recharge: 'Opens a deposit: answers the payment gateway id and where to send the player.',
  cardPay: 'Pays a deposit with a new card (number, expiry, CVV, holder); the card data travels encrypted.',
  cvvPay: 'Pays a deposit with a saved card, confirmed by its CVV; the CVV travels encrypted.',
  drawHistory: "One lottery's drawn phases, newest first, a page at a time (a game's past results).",
  latestDraws: 'Latest drawn phase per lottery type (lotteryTypeList -1 means every lottery).',
  kycStatus: "The player's verification status, failure reason, expiry warning and attempt lock.",
  ekycToken: 'Opens a verification attempt with the eKYC provider (403000724 unavailable, 403000725 attempts exceeded).',
  ekycRedirect: "The provider page for an attempt, to show in /account/kycIframe; it returns to returnUrl.",
  ekycResult: 'The verdict of an attempt by ticket: status, failure reason and subtitle (403000815 failed).',
  orderPreCheck: 'Checks an order before payment: price, balance, limits and location; places nothing.',
  placeOrder: 'Places an order and pays it from the balance; consecutive draws make a chase (chaseId).',
  profile: "The logged-in player's profile.",
  changePassword: "Changes the password; 'Wrong current password.' (403000630) is shown in the form, never toasted.",
  editAddress: "Replaces the player's address.",
  notificationSettings: 'Which notifications the player receives, and by which channel.',
  saveNotificationSettings: 'Saves the notification settings.',
  uploadDocument: 'Stores an image (JPEG or PNG, at most 5 MiB) for a later request; answers its id.',
  requestAccountDeletion: 'Asks to delete the account: balance must be zero and confirmed; deleted after 30 days unless withdrawn.',
  countryCodes: 'Countries with dialling codes and flags for the mobile field (default 971).',
  systemConfig: 'Global configuration: currency, limits, session lifetime, geo and encryption settings.',
  balance: "The player's balances and unread message counts.",
};
