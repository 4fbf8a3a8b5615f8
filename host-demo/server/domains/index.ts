/**
 * Handler of each command, by the command's name in sdk/commands `commands`. The router finds a
 * request's definition by code, then its handler here; a declared command without a handler is
 * answered as unknown.
 */
import type { CommandName, Commands } from '../../../sdk/commands';
import type { CommandHandler } from './handler';
import { checkCodeHandler } from './accounts/check-code';
import { codeLoginHandler } from './accounts/code-login';
import { logoutHandler } from './accounts/logout';
import { passwordLoginHandler } from './accounts/password-login';
import { registerHandler } from './accounts/register';
import { resetPasswordHandler } from './accounts/reset-password';
import { sendEmailCodeHandler } from './accounts/send-email-code';
import { sendSmsCodeHandler } from './accounts/send-sms-code';
import { appInfoHandler } from './apps/app-info';
import { gameAppListHandler } from './apps/game-app-list';
import { acceptTermsHandler } from './compliance/accept-terms';
import { checkTermsHandler } from './compliance/check-terms';
import { fundsStatementStatusHandler } from './compliance/funds-statement-status';
import { submitFundsStatementHandler } from './compliance/submit-funds-statement';
import { termsArticlesHandler } from './compliance/terms-articles';
import { tabListHandler } from './content/tab-list';
import { drawHistoryHandler } from './draws/draw-history';
import { drawPhaseHandler } from './draws/draw-phase';
import { latestDrawsHandler } from './draws/latest-draws';
import { nextDrawHandler } from './draws/next-draw';
import { trendHandler } from './draws/trend';
import { ekycRedirectHandler } from './kyc/ekyc-redirect';
import { ekycResultHandler } from './kyc/ekyc-result';
import { ekycTokenHandler } from './kyc/ekyc-token';
import { kycStatusHandler } from './kyc/kyc-status';
import { requestAccountDeletionHandler } from './profile/account-deletion';
import { changePasswordHandler } from './profile/change-password';
import { countryCodesHandler } from './profile/country-codes';
import { editAddressHandler } from './profile/edit-address';
import { notificationSettingsHandler } from './profile/notification-settings';
import { profileHandler } from './profile/profile';
import { saveNotificationSettingsHandler } from './profile/save-notification-settings';
import { uploadDocumentHandler } from './profile/upload-document';
import { systemConfigHandler } from './system/system-config';
import { balanceHandler } from './wallet/balance';
import { autoOrderStatusHandler } from './deposits/auto-order-status';
import { cardPayHandler } from './deposits/card-pay';
import { cvvPayHandler } from './deposits/cvv-pay';
import { depositOptionsHandler } from './deposits/deposit-options';
import { rechargeHandler } from './deposits/recharge';
import { rechargeStatusHandler } from './deposits/recharge-status';
import { addIbanAccountHandler } from './withdrawals/add-iban-account';
import { ibanAccountsHandler } from './withdrawals/list-iban-accounts';
import { withdrawalsHandler } from './withdrawals/list-withdrawals';
import { removeIbanAccountHandler } from './withdrawals/remove-iban-account';
import { sendWithdrawalCodeHandler } from './withdrawals/send-withdrawal-code';
import { withdrawHandler } from './withdrawals/withdraw';
import { withdrawalOptionsHandler } from './withdrawals/withdrawal-options';
import { orderPreCheckHandler } from './orders/order-pre-check';
import { placeOrderHandler } from './orders/place-order';
import { orderListHandler } from './orders/order-list';
import { recentWinnersHandler } from './orders/recent-winners';
import { orderDetailHandler } from './orders/order-detail';
import { chaseDetailHandler } from './orders/chase-detail';
import { stopChaseHandler } from './orders/stop-chase';
import { claimGrandPrizeHandler, grandPrizeOrdersHandler, unclaimedGrandPrizeHandler } from './orders/grand-prize';
import { transactionsHandler } from './wallet/transactions';
import { exclusionStatusHandler } from './responsible-play/exclusion-status';
import { todayNetPositionHandler } from './responsible-play/today-net-position';
import { applyFamilyExclusionHandler, familyExclusionProgressHandler } from './responsible-play/family-exclusion';
import { globalRestrictionsHandler } from './responsible-play/global-restrictions';
import { setLimitHandler } from './responsible-play/set-limit';
import { setSelfExclusionHandler } from './responsible-play/set-self-exclusion';
import { submitAssessmentHandler } from './responsible-play/submit-assessment';
import { tipReportHandler } from './responsible-play/tip-report';
import { geoStatusHandler } from './geo/geo-status';

export type HandlerRegistry = { readonly [K in CommandName]?: CommandHandler<Commands[K]> };

export const handlers: HandlerRegistry = {
  systemConfig: systemConfigHandler,
  tabList: tabListHandler,
  appInfo: appInfoHandler,
  gameAppList: gameAppListHandler,
  latestDraws: latestDrawsHandler,
  drawHistory: drawHistoryHandler,
  drawPhase: drawPhaseHandler,
  nextDraw: nextDrawHandler,
  trend: trendHandler,
  balance: balanceHandler,
  transactions: transactionsHandler,
  // accounts and sessions
  sendSmsCode: sendSmsCodeHandler,
  sendEmailCode: sendEmailCodeHandler,
  checkCode: checkCodeHandler,
  register: registerHandler,
  passwordLogin: passwordLoginHandler,
  codeLogin: codeLoginHandler,
  resetPassword: resetPasswordHandler,
  logout: logoutHandler,
  // identity verification
  kycStatus: kycStatusHandler,
  ekycToken: ekycTokenHandler,
  ekycRedirect: ekycRedirectHandler,
  ekycResult: ekycResultHandler,
  // profile and settings
  profile: profileHandler,
  changePassword: changePasswordHandler,
  editAddress: editAddressHandler,
  notificationSettings: notificationSettingsHandler,
  saveNotificationSettings: saveNotificationSettingsHandler,
  uploadDocument: uploadDocumentHandler,
  requestAccountDeletion: requestAccountDeletionHandler,
  countryCodes: countryCodesHandler,
  // compliance
  checkTerms: checkTermsHandler,
  termsArticles: termsArticlesHandler,
  acceptTerms: acceptTermsHandler,
  fundsStatementStatus: fundsStatementStatusHandler,
  submitFundsStatement: submitFundsStatementHandler,
  // deposits by card
  depositOptions: depositOptionsHandler,
  recharge: rechargeHandler,
  cardPay: cardPayHandler,
  cvvPay: cvvPayHandler,
  rechargeStatus: rechargeStatusHandler,
  autoOrderStatus: autoOrderStatusHandler,
  // withdrawals
  ibanAccounts: ibanAccountsHandler,
  addIbanAccount: addIbanAccountHandler,
  removeIbanAccount: removeIbanAccountHandler,
  withdrawalOptions: withdrawalOptionsHandler,
  sendWithdrawalCode: sendWithdrawalCodeHandler,
  withdraw: withdrawHandler,
  withdrawals: withdrawalsHandler,
  // orders of draw games
  orderPreCheck: orderPreCheckHandler,
  placeOrder: placeOrderHandler,
  orderList: orderListHandler,
  recentWinners: recentWinnersHandler,
  orderDetail: orderDetailHandler,
  chaseDetail: chaseDetailHandler,
  stopChase: stopChaseHandler,
  unclaimedGrandPrize: unclaimedGrandPrizeHandler,
  grandPrizeOrders: grandPrizeOrdersHandler,
  claimGrandPrize: claimGrandPrizeHandler,
  // responsible play
  setSelfExclusion: setSelfExclusionHandler,
  setLimit: setLimitHandler,
  exclusionStatus: exclusionStatusHandler,
  todayNetPosition: todayNetPositionHandler,
  tipReport: tipReportHandler,
  globalRestrictions: globalRestrictionsHandler,
  applyFamilyExclusion: applyFamilyExclusionHandler,
  familyExclusionProgress: familyExclusionProgressHandler,
  submitAssessment: submitAssessmentHandler,
  // geo restriction (the check itself is the router's, domains/geo/geo-gate.ts)
  geoStatus: geoStatusHandler,
};
