// Written by `npm run elements:lists` from elements/registry.ts; do not edit by hand:
// tests/elements/element-lists.test.ts fails while this file differs from what it writes.
/**
 * The element exports of `@nl/lottery/elements`, in the order of the registry: each element
 * module's class, tag, options and element type, none of them registered.
 *
 * @example import { NlResults, RESULTS_TAG } from '@nl/lottery/elements';
 */
export { HEADER_TAG, headerElementOptions, type NlHeaderElement, NlHeader } from './header/header-element';
export { FOOTER_TAG, footerElementOptions, type NlFooterElement, NlFooter } from './footer/footer-element';
export { GAME_CARD_TAG, gameCardElementOptions, type NlGameCardElement, NlGameCard } from './games/game-card/game-card-element';
export { GAME_GRID_TAG, gameGridElementOptions, type NlGameGridElement, NlGameGrid } from './games/game-grid/game-grid-element';
export { PICK3_TAG, pick3ElementOptions, type NlPick3Element, NlPick3 } from './games/pick3/pick3-element';
export { PICK4_TAG, pick4ElementOptions, type NlPick4Element, NlPick4 } from './games/pick4/pick4-element';
export { LUCKY_DAY_TAG, luckyDayElementOptions, type NlLuckyDayElement, NlLuckyDay } from './games/lucky-day/lucky-day-element';
export { MAGIC5_TAG, magic5ElementOptions, type NlMagic5Element, NlMagic5 } from './games/magic5/magic5-element';
export { FIVETASTIC_TAG, fivetasticElementOptions, type NlFivetasticElement, NlFivetastic } from './games/fivetastic/fivetastic-element';
export { SUPER_DIAMOND_TAG, superDiamondElementOptions, type NlSuperDiamondElement, NlSuperDiamond } from './games/super-diamond/super-diamond-element';
export { QUICK_FIVE_TAG, quickFiveElementOptions, type NlQuickFiveElement, NlQuickFive } from './games/quick-five/quick-five-element';
export { OCTALUCK_TAG, octaluckElementOptions, type NlOctaluckElement, NlOctaluck } from './games/octaluck/octaluck-element';
export { SUPER_OCEAN_TAG, superOceanElementOptions, type NlSuperOceanElement, NlSuperOcean } from './games/super-ocean/super-ocean-element';
export { COLOR_PREDICTION_TAG, colorPredictionElementOptions, type NlColorPredictionElement, NlColorPrediction } from './games/color-prediction/color-prediction-element';
export { LOTTERY_PLAY_TAG, lotteryPlayElementOptions, type NlLotteryPlayElement, NlLotteryPlay } from './games/lottery-play/lottery-play-element';
export { RESULTS_TAG, resultsElementOptions, type NlResultsElement, NlResults } from './results/results-element';
export { DRAW_VERIFIER_TAG, drawVerifierElementOptions, type NlDrawVerifierElement, NlDrawVerifier } from './draw-verifier/draw-verifier-element';
export { LOGIN_TAG, loginElementOptions, type NlLoginElement, NlLogin } from './account/login/login-element';
export { REGISTER_TAG, registerElementOptions, type NlRegisterElement, NlRegister } from './account/register/register-element';
export { FORGOT_PASSWORD_TAG, forgotPasswordElementOptions, type NlForgotPasswordElement, NlForgotPassword } from './account/forgot-password/forgot-password-element';
export { RESET_PASSWORD_TAG, resetPasswordElementOptions, type NlResetPasswordElement, NlResetPassword } from './account/reset-password/reset-password-element';
export { KYC_DIALOGS_TAG, kycDialogsElementOptions, type NlKycDialogsElement, NlKycDialogs } from './kyc/kyc-dialogs/kyc-dialogs-element';
export { KYC_FRAME_TAG, kycFrameElementOptions, type NlKycFrameElement, NlKycFrame } from './kyc/kyc-frame/kyc-frame-element';
export { USER_INFO_TAG, userInfoElementOptions, type NlUserInfoElement, NlUserInfo } from './user-info/user-info-element';
export { AGE_GATE_TAG, ageGateElementOptions, type NlAgeGateElement, NlAgeGate } from './compliance/age-gate/age-gate-element';
export { COOKIE_NOTICE_TAG, cookieNoticeElementOptions, type NlCookieNoticeElement, NlCookieNotice } from './compliance/cookie-notice/cookie-notice-element';
export { TERMS_DIALOG_TAG, termsDialogElementOptions, type NlTermsDialogElement, NlTermsDialog } from './compliance/terms-dialog/terms-dialog-element';
export { FUNDS_SECURITY_TAG, fundsSecurityElementOptions, type NlFundsSecurityElement, NlFundsSecurity } from './compliance/funds-security/funds-security-element';
export { MY_PROFILE_TAG, myProfileElementOptions, type NlMyProfileElement, NlMyProfile } from './profile/my-profile/my-profile-element';
export { ACCOUNT_SETTINGS_TAG, accountSettingsElementOptions, type NlAccountSettingsElement, NlAccountSettings } from './profile/account-settings/account-settings-element';
export { EDIT_ADDRESS_TAG, editAddressElementOptions, type NlEditAddressElement, NlEditAddress } from './profile/edit-address/edit-address-element';
export { NOTIFICATION_SETTINGS_TAG, notificationSettingsElementOptions, type NlNotificationSettingsElement, NlNotificationSettings } from './profile/notification-settings/notification-settings-element';
export { ACCOUNT_DELETION_TAG, accountDeletionElementOptions, type NlAccountDeletionElement, NlAccountDeletion } from './profile/account-deletion/account-deletion-element';
export { DEPOSIT_TAG, depositElementOptions, type NlDepositElement, NlDeposit } from './wallet/deposit/deposit-element';
export { BALANCE_TAG, balanceElementOptions, type NlBalanceElement, NlBalance } from './wallet/balance/balance-element';
export { TRANSACTIONS_TAG, transactionsElementOptions, type NlTransactionsElement, NlTransactions } from './wallet/transactions/transactions-element';
export { WITHDRAW_TAG, withdrawElementOptions, type NlWithdrawElement, NlWithdraw } from './wallet/withdraw/withdraw-element';
export { ORDERS_TAG, ordersElementOptions, type NlOrdersElement, NlOrders } from './orders/list/orders-element';
export { ORDER_DETAIL_TAG, orderDetailElementOptions, type NlOrderDetailElement, NlOrderDetail } from './orders/detail/order-detail-element';
export { CHASE_DETAIL_TAG, chaseDetailElementOptions, type NlChaseDetailElement, NlChaseDetail } from './orders/chase/chase-detail-element';
export { GRAND_PRIZE_TAG, grandPrizeElementOptions, type NlGrandPrizeElement, NlGrandPrize } from './orders/grand-prize/grand-prize-element';
export { WIN_POPUP_TAG, winPopupElementOptions, type NlWinPopupElement, NlWinPopup } from './orders/win-popup/win-popup-element';
export { TREND_TAG, trendElementOptions, type NlTrendElement, NlTrend } from './trend/trend-element';
export { SELF_EXCLUSION_TAG, selfExclusionElementOptions, type NlSelfExclusionElement, NlSelfExclusion } from './responsible-play/self-exclusion/self-exclusion-element';
export { RESTRICTION_DIALOGS_TAG, restrictionDialogsElementOptions, type NlRestrictionDialogsElement, NlRestrictionDialogs } from './responsible-play/restriction-dialogs/restriction-dialogs-element';
export { ASSESSMENT_TAG, assessmentElementOptions, type NlAssessmentElement, NlAssessment } from './responsible-play/assessment/assessment-element';
export { FAMILY_EXCLUSION_TAG, familyExclusionElementOptions, type NlFamilyExclusionElement, NlFamilyExclusion } from './responsible-play/family-exclusion/family-exclusion-element';
export { PLAY_RESPONSIBLY_TAG, playResponsiblyElementOptions, type NlPlayResponsiblyElement, NlPlayResponsibly } from './responsible-play/play-responsibly/play-responsibly-element';
export { PLAY_SESSION_TAG, playSessionElementOptions, type NlPlaySessionElement, NlPlaySession } from './responsible-play/play-session/play-session-element';
