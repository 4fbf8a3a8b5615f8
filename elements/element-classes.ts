// Written by `npm run elements:lists` from elements/registry.ts; do not edit by hand:
// tests/elements/element-lists.test.ts fails while this file differs from what it writes.
/**
 * The element exports of `@nl/lottery/elements`, in the order of the registry: each element
 * module's class, tag, options and element type, none of them registered. A draw game's four
 * are made from the one game element for its catalogue entry.
 *
 * @example import { NlResults, RESULTS_TAG } from '@nl/lottery/elements';
 */
import { GAME_ELEMENT_OPTIONS, gameElementClass, type NlGameElement } from './games/game-element/game-element';

export { HEADER_TAG, headerElementOptions, type NlHeaderElement, NlHeader } from './layout/header/header-element';
export { FOOTER_TAG, footerElementOptions, type NlFooterElement, NlFooter } from './layout/footer/footer-element';
export { GAME_CARD_TAG, gameCardElementOptions, type NlGameCardElement, NlGameCard } from './games/game-card/game-card-element';
export { GAME_GRID_TAG, gameGridElementOptions, type NlGameGridElement, NlGameGrid } from './games/game-grid/game-grid-element';
/**
 * Class of `<nl-lucky-day>`: the one game element set to the catalogue's game `luckyday`. Not
 * registered; `defineLuckyDay` (`@nl/lottery/elements/games/lucky-day/define`) registers it.
 * @example customElements.define('nl-lucky-day', NlLuckyDay);
 */
export const NlLuckyDay = /* @__PURE__ */ gameElementClass('luckyday');
/** Tag name of the `luckyday` bet slip. */
export const LUCKY_DAY_TAG = 'nl-lucky-day';
/** Attribute `demo`: pick and price without buying; `plan`: a plan link to start with (Buy Again). */
export const luckyDayElementOptions = GAME_ELEMENT_OPTIONS;
/** The `<nl-lucky-day>` element. */
export type NlLuckyDayElement = NlGameElement;
/**
 * Class of `<nl-magic5>`: the one game element set to the catalogue's game `magic5`. Not
 * registered; `defineMagic5` (`@nl/lottery/elements/games/magic5/define`) registers it.
 * @example customElements.define('nl-magic5', NlMagic5);
 */
export const NlMagic5 = /* @__PURE__ */ gameElementClass('magic5');
/** Tag name of the `magic5` bet slip. */
export const MAGIC5_TAG = 'nl-magic5';
/** Attribute `demo`: pick and price without buying; `plan`: a plan link to start with (Buy Again). */
export const magic5ElementOptions = GAME_ELEMENT_OPTIONS;
/** The `<nl-magic5>` element. */
export type NlMagic5Element = NlGameElement;
/**
 * Class of `<nl-fivetastic>`: the one game element set to the catalogue's game `fivetastic`. Not
 * registered; `defineFivetastic` (`@nl/lottery/elements/games/fivetastic/define`) registers it.
 * @example customElements.define('nl-fivetastic', NlFivetastic);
 */
export const NlFivetastic = /* @__PURE__ */ gameElementClass('fivetastic');
/** Tag name of the `fivetastic` bet slip. */
export const FIVETASTIC_TAG = 'nl-fivetastic';
/** Attribute `demo`: pick and price without buying; `plan`: a plan link to start with (Buy Again). */
export const fivetasticElementOptions = GAME_ELEMENT_OPTIONS;
/** The `<nl-fivetastic>` element. */
export type NlFivetasticElement = NlGameElement;
/**
 * Class of `<nl-super-diamond>`: the one game element set to the catalogue's game `super-diamond`. Not
 * registered; `defineSuperDiamond` (`@nl/lottery/elements/games/super-diamond/define`) registers it.
 * @example customElements.define('nl-super-diamond', NlSuperDiamond);
 */
export const NlSuperDiamond = /* @__PURE__ */ gameElementClass('super-diamond');
/** Tag name of the `super-diamond` bet slip. */
export const SUPER_DIAMOND_TAG = 'nl-super-diamond';
/** Attribute `demo`: pick and price without buying; `plan`: a plan link to start with (Buy Again). */
export const superDiamondElementOptions = GAME_ELEMENT_OPTIONS;
/** The `<nl-super-diamond>` element. */
export type NlSuperDiamondElement = NlGameElement;
/**
 * Class of `<nl-pick3>`: the one game element set to the catalogue's game `pick3`. Not
 * registered; `definePick3` (`@nl/lottery/elements/games/pick3/define`) registers it.
 * @example customElements.define('nl-pick3', NlPick3);
 */
export const NlPick3 = /* @__PURE__ */ gameElementClass('pick3');
/** Tag name of the `pick3` bet slip. */
export const PICK3_TAG = 'nl-pick3';
/** Attribute `demo`: pick and price without buying; `plan`: a plan link to start with (Buy Again). */
export const pick3ElementOptions = GAME_ELEMENT_OPTIONS;
/** The `<nl-pick3>` element. */
export type NlPick3Element = NlGameElement;
/**
 * Class of `<nl-pick4>`: the one game element set to the catalogue's game `pick4`. Not
 * registered; `definePick4` (`@nl/lottery/elements/games/pick4/define`) registers it.
 * @example customElements.define('nl-pick4', NlPick4);
 */
export const NlPick4 = /* @__PURE__ */ gameElementClass('pick4');
/** Tag name of the `pick4` bet slip. */
export const PICK4_TAG = 'nl-pick4';
/** Attribute `demo`: pick and price without buying; `plan`: a plan link to start with (Buy Again). */
export const pick4ElementOptions = GAME_ELEMENT_OPTIONS;
/** The `<nl-pick4>` element. */
export type NlPick4Element = NlGameElement;
/**
 * Class of `<nl-super-ocean>`: the one game element set to the catalogue's game `super-ocean`. Not
 * registered; `defineSuperOcean` (`@nl/lottery/elements/games/super-ocean/define`) registers it.
 * @example customElements.define('nl-super-ocean', NlSuperOcean);
 */
export const NlSuperOcean = /* @__PURE__ */ gameElementClass('super-ocean');
/** Tag name of the `super-ocean` bet slip. */
export const SUPER_OCEAN_TAG = 'nl-super-ocean';
/** Attribute `demo`: pick and price without buying; `plan`: a plan link to start with (Buy Again). */
export const superOceanElementOptions = GAME_ELEMENT_OPTIONS;
/** The `<nl-super-ocean>` element. */
export type NlSuperOceanElement = NlGameElement;
/**
 * Class of `<nl-quick-five>`: the one game element set to the catalogue's game `quick-five`. Not
 * registered; `defineQuickFive` (`@nl/lottery/elements/games/quick-five/define`) registers it.
 * @example customElements.define('nl-quick-five', NlQuickFive);
 */
export const NlQuickFive = /* @__PURE__ */ gameElementClass('quick-five');
/** Tag name of the `quick-five` bet slip. */
export const QUICK_FIVE_TAG = 'nl-quick-five';
/** Attribute `demo`: pick and price without buying; `plan`: a plan link to start with (Buy Again). */
export const quickFiveElementOptions = GAME_ELEMENT_OPTIONS;
/** The `<nl-quick-five>` element. */
export type NlQuickFiveElement = NlGameElement;
/**
 * Class of `<nl-octaluck>`: the one game element set to the catalogue's game `octaluck`. Not
 * registered; `defineOctaluck` (`@nl/lottery/elements/games/octaluck/define`) registers it.
 * @example customElements.define('nl-octaluck', NlOctaluck);
 */
export const NlOctaluck = /* @__PURE__ */ gameElementClass('octaluck');
/** Tag name of the `octaluck` bet slip. */
export const OCTALUCK_TAG = 'nl-octaluck';
/** Attribute `demo`: pick and price without buying; `plan`: a plan link to start with (Buy Again). */
export const octaluckElementOptions = GAME_ELEMENT_OPTIONS;
/** The `<nl-octaluck>` element. */
export type NlOctaluckElement = NlGameElement;
/**
 * Class of `<nl-color-prediction>`: the one game element set to the catalogue's game `colorprediction`. Not
 * registered; `defineColorPrediction` (`@nl/lottery/elements/games/color-prediction/define`) registers it.
 * @example customElements.define('nl-color-prediction', NlColorPrediction);
 */
export const NlColorPrediction = /* @__PURE__ */ gameElementClass('colorprediction');
/** Tag name of the `colorprediction` bet slip. */
export const COLOR_PREDICTION_TAG = 'nl-color-prediction';
/** Attribute `demo`: pick and price without buying; `plan`: a plan link to start with (Buy Again). */
export const colorPredictionElementOptions = GAME_ELEMENT_OPTIONS;
/** The `<nl-color-prediction>` element. */
export type NlColorPredictionElement = NlGameElement;
export { LOTTERY_PLAY_TAG, lotteryPlayElementOptions, type NlLotteryPlayElement, NlLotteryPlay } from './games/lottery-play/lottery-play-element';
export { RESULTS_TAG, resultsElementOptions, type NlResultsElement, NlResults } from './draws/results/results-element';
export { DRAW_VERIFIER_TAG, drawVerifierElementOptions, type NlDrawVerifierElement, NlDrawVerifier } from './draws/draw-verifier/draw-verifier-element';
export { LOGIN_TAG, loginElementOptions, type NlLoginElement, NlLogin } from './accounts/login/login-element';
export { REGISTER_TAG, registerElementOptions, type NlRegisterElement, NlRegister } from './accounts/register/register-element';
export { FORGOT_PASSWORD_TAG, forgotPasswordElementOptions, type NlForgotPasswordElement, NlForgotPassword } from './accounts/forgot-password/forgot-password-element';
export { RESET_PASSWORD_TAG, resetPasswordElementOptions, type NlResetPasswordElement, NlResetPassword } from './accounts/reset-password/reset-password-element';
export { KYC_DIALOGS_TAG, kycDialogsElementOptions, type NlKycDialogsElement, NlKycDialogs } from './kyc/kyc-dialogs/kyc-dialogs-element';
export { KYC_FRAME_TAG, kycFrameElementOptions, type NlKycFrameElement, NlKycFrame } from './kyc/kyc-frame/kyc-frame-element';
export { USER_INFO_TAG, userInfoElementOptions, type NlUserInfoElement, NlUserInfo } from './layout/user-info/user-info-element';
export { AGE_GATE_TAG, ageGateElementOptions, type NlAgeGateElement, NlAgeGate } from './compliance/age-gate/age-gate-element';
export { COOKIE_NOTICE_TAG, cookieNoticeElementOptions, type NlCookieNoticeElement, NlCookieNotice } from './compliance/cookie-notice/cookie-notice-element';
export { TERMS_DIALOG_TAG, termsDialogElementOptions, type NlTermsDialogElement, NlTermsDialog } from './compliance/terms-dialog/terms-dialog-element';
export { FUNDS_SECURITY_TAG, fundsSecurityElementOptions, type NlFundsSecurityElement, NlFundsSecurity } from './compliance/funds-security/funds-security-element';
export { MY_PROFILE_TAG, myProfileElementOptions, type NlMyProfileElement, NlMyProfile } from './profile/my-profile/my-profile-element';
export { ACCOUNT_SETTINGS_TAG, accountSettingsElementOptions, type NlAccountSettingsElement, NlAccountSettings } from './profile/account-settings/account-settings-element';
export { EDIT_ADDRESS_TAG, editAddressElementOptions, type NlEditAddressElement, NlEditAddress } from './profile/edit-address/edit-address-element';
export { NOTIFICATION_SETTINGS_TAG, notificationSettingsElementOptions, type NlNotificationSettingsElement, NlNotificationSettings } from './profile/notification-settings/notification-settings-element';
export { ACCOUNT_DELETION_TAG, accountDeletionElementOptions, type NlAccountDeletionElement, NlAccountDeletion } from './profile/account-deletion/account-deletion-element';
export { DEPOSIT_TAG, depositElementOptions, type NlDepositElement, NlDeposit } from './deposits/deposit/deposit-element';
export { BALANCE_TAG, balanceElementOptions, type NlBalanceElement, NlBalance } from './wallet/balance/balance-element';
export { TRANSACTIONS_TAG, transactionsElementOptions, type NlTransactionsElement, NlTransactions } from './transactions/list/transactions-element';
export { NOTIFICATION_LIST_TAG, notificationListElementOptions, type NlNotificationListElement, NlNotificationList } from './notifications/list/notification-list-element';
export { NOTIFICATION_DETAIL_TAG, notificationDetailElementOptions, type NlNotificationDetailElement, NlNotificationDetail } from './notifications/detail/notification-detail-element';
export { WITHDRAW_TAG, withdrawElementOptions, type NlWithdrawElement, NlWithdraw } from './withdrawals/withdraw/withdraw-element';
export { ORDERS_TAG, ordersElementOptions, type NlOrdersElement, NlOrders } from './orders/list/orders-element';
export { ORDER_DETAIL_TAG, orderDetailElementOptions, type NlOrderDetailElement, NlOrderDetail } from './orders/detail/order-detail-element';
export { CHASE_DETAIL_TAG, chaseDetailElementOptions, type NlChaseDetailElement, NlChaseDetail } from './orders/chase/chase-detail-element';
export { GRAND_PRIZE_TAG, grandPrizeElementOptions, type NlGrandPrizeElement, NlGrandPrize } from './orders/grand-prize/grand-prize-element';
export { WIN_POPUP_TAG, winPopupElementOptions, type NlWinPopupElement, NlWinPopup } from './orders/win-popup/win-popup-element';
export { TREND_TAG, trendElementOptions, type NlTrendElement, NlTrend } from './draws/trend/trend-element';
export { SELF_EXCLUSION_TAG, selfExclusionElementOptions, type NlSelfExclusionElement, NlSelfExclusion } from './responsible-play/self-exclusion/self-exclusion-element';
export { RESTRICTION_DIALOGS_TAG, restrictionDialogsElementOptions, type NlRestrictionDialogsElement, NlRestrictionDialogs } from './responsible-play/restriction-dialogs/restriction-dialogs-element';
export { ASSESSMENT_TAG, assessmentElementOptions, type NlAssessmentElement, NlAssessment } from './responsible-play/assessment/assessment-element';
export { FAMILY_EXCLUSION_TAG, familyExclusionElementOptions, type NlFamilyExclusionElement, NlFamilyExclusion } from './responsible-play/family-exclusion/family-exclusion-element';
export { PLAY_RESPONSIBLY_TAG, playResponsiblyElementOptions, type NlPlayResponsiblyElement, NlPlayResponsibly } from './responsible-play/play-responsibly/play-responsibly-element';
export { PLAY_SESSION_TAG, playSessionElementOptions, type NlPlaySessionElement, NlPlaySession } from './responsible-play/play-session/play-session-element';
export { ARTICLE_TAG, articleElementOptions, type NlArticleElement, NlArticle } from './content/article/article-element';
export { NEWS_LIST_TAG, newsListElementOptions, type NlNewsListElement, NlNewsList } from './content/news-list/news-list-element';
export { FAQ_TAG, faqElementOptions, type NlFaqElement, NlFaq } from './content/faq/faq-element';
export { DOWNLOAD_GAME_TAG, downloadGameElementOptions, type NlDownloadGameElement, NlDownloadGame } from './content/download-game/download-game-element';
