/**
 * The `<nl-*>` custom elements of the lottery product, without registering anything: React
 * components, element classes, the shared hooks and `setDefaultClient`. Importing this module has
 * no side effects; register with `elements/define` (all), `elements/<feature>/define` (one) or
 * on demand with the registry (`await ELEMENTS.login.load()`).
 *
 * @example
 * import { setDefaultClient } from '@nl/lottery/elements';
 * import '@nl/lottery/elements/define';
 * setDefaultClient(createClient());
 */
export * from './base';
export { ELEMENTS, type ElementEntry, type ElementName, type ElementTag } from './registry';

export { Header, resolveVariant, type HeaderProps } from './header/header';
export { NlHeader, HEADER_TAG, headerElementOptions, type NlHeaderElement } from './header/header-element';

export { Footer, type FooterProps } from './footer/footer';
export { FOOTER_LINKS, HOTLINE, DEFAULT_SUPPORT_EMAIL, DEFAULT_VERSION, DEFAULT_SOCIAL_LINKS, type SocialLink } from './footer/footer-links';
export { BACK_TO_TOP_OFFSET } from './footer/back-to-top';
export { NlFooter, FOOTER_TAG, footerElementOptions, type NlFooterElement } from './footer/footer-element';

export { GameCard } from './games/game-card/game-card';
export { GameCardLoader, type GameCardLoaderProps } from './games/game-card/game-card-loader';
export { NlGameCard, GAME_CARD_TAG, gameCardElementOptions, type NlGameCardElement } from './games/game-card/game-card-element';
export { GameGrid, type GameGridProps } from './games/game-grid/game-grid';
export { layoutClass, sectionLimit, groupByCategory, CATEGORIES, MAX_DISTINCT_LAYOUT, type GameCategory } from './games/game-grid/grid-layout';
export { NlGameGrid, GAME_GRID_TAG, gameGridElementOptions, type NlGameGridElement } from './games/game-grid/game-grid-element';
export { gameAppName } from './games/game-name';

export { Results, type ResultsProps } from './results/results';
export { DrawResultCard, type LatestDrawItem } from './results/draw-result-card';
export { ResultBalls } from './results/result-balls';
export { parseLotteryTypes } from './results/parse-lottery-types';
export { NlResults, RESULTS_TAG, resultsElementOptions, type NlResultsElement } from './results/results-element';
export { DrawVerifier, type DrawVerifierProps } from './draw-verifier/draw-verifier';
export { NlDrawVerifier, DRAW_VERIFIER_TAG, drawVerifierElementOptions, type NlDrawVerifierElement } from './draw-verifier/draw-verifier-element';

export * from './forms';

export { Login, type LoginProps } from './account/login/login';
export { NlLogin, LOGIN_TAG, loginElementOptions, type NlLoginElement } from './account/login/login-element';
export { Register, type RegisterProps } from './account/register/register';
export { NlRegister, REGISTER_TAG, registerElementOptions, type NlRegisterElement } from './account/register/register-element';
export { REGISTER_STEPS, REGISTER_STEP_PATHS, parseStep as parseRegisterStep, allowedStep as allowedRegisterStep, issuesByStep, type RegisterStep } from './account/register/register-data';
export { ForgotPassword, type ForgotPasswordProps } from './account/forgot-password/forgot-password';
export { NlForgotPassword, FORGOT_PASSWORD_TAG, forgotPasswordElementOptions, type NlForgotPasswordElement } from './account/forgot-password/forgot-password-element';
export { ResetPassword, parseResetTarget, type ResetPasswordProps } from './account/reset-password/reset-password';
export { NlResetPassword, RESET_PASSWORD_TAG, resetPasswordElementOptions, type NlResetPasswordElement } from './account/reset-password/reset-password-element';
export { authErrorView, type AuthErrorView } from './account/shared/auth-errors';
export { SuccessPanel, SUCCESS_REDIRECT_SECONDS } from './account/shared/success-panel';
export type { LoginSuccessDetail, RegisterSuccessDetail, PasswordResetDetail } from './account/shared/events';

export { KycDialog, type KycDialogName, type KycDialogRequest, type KycDialogProps } from './kyc/kyc-dialog';
export { kycFramePath, KYC_FROM_REGISTER } from './kyc/kyc-paths';
export { runLoginCheck, syncVerifiedStatus } from './kyc/kyc-status';
export { KycDialogs, type KycDialogsProps } from './kyc/kyc-dialogs/kyc-dialogs';
export { NlKycDialogs, KYC_DIALOGS_TAG, kycDialogsElementOptions, type NlKycDialogsElement } from './kyc/kyc-dialogs/kyc-dialogs-element';
export { KycFrame, type KycFrameProps } from './kyc/kyc-frame/kyc-frame';
export { returnUrlFor, returnedPath, inspectFrame, type FrameView } from './kyc/kyc-frame/frame-return';
export { NlKycFrame, KYC_FRAME_TAG, kycFrameElementOptions, type NlKycFrameElement } from './kyc/kyc-frame/kyc-frame-element';
export { UserInfo, gateDialog, type UserInfoProps } from './user-info/user-info';
export { parseGrandPrize, type GrandPrizeCardData } from './user-info/grand-prize-card';
export { NlUserInfo, USER_INFO_TAG, userInfoElementOptions, type NlUserInfoElement } from './user-info/user-info-element';
export { AgeGate } from './compliance/age-gate/age-gate';
export { NlAgeGate, AGE_GATE_TAG, type NlAgeGateElement } from './compliance/age-gate/age-gate-element';
export { CookieNotice } from './compliance/cookie-notice/cookie-notice';
export { NlCookieNotice, COOKIE_NOTICE_TAG, type NlCookieNoticeElement } from './compliance/cookie-notice/cookie-notice-element';
export { TermsDialog, TERMS_CATEGORY } from './compliance/terms-dialog/terms-dialog';
export { NlTermsDialog, TERMS_DIALOG_TAG, type NlTermsDialogElement } from './compliance/terms-dialog/terms-dialog-element';
export { FundsSecurity, LAW_STATEMENT_TYPE } from './compliance/funds-security/funds-security';
export { NlFundsSecurity, FUNDS_SECURITY_TAG, type NlFundsSecurityElement } from './compliance/funds-security/funds-security-element';

export { MyProfile, formatBirthDate, type MyProfileProps } from './profile/my-profile/my-profile';
export { NlMyProfile, MY_PROFILE_TAG, myProfileElementOptions, type NlMyProfileElement } from './profile/my-profile/my-profile-element';
export { AccountSettings, type AccountSettingsProps } from './profile/account-settings/account-settings';
export { ChangePasswordForm, isWrongCurrentPassword } from './profile/account-settings/change-password-form';
export { NlAccountSettings, ACCOUNT_SETTINGS_TAG, accountSettingsElementOptions, type NlAccountSettingsElement } from './profile/account-settings/account-settings-element';
export { EditAddress, type EditAddressProps } from './profile/edit-address/edit-address';
export { AddressForm, addressValues } from './profile/edit-address/address-form';
export { NlEditAddress, EDIT_ADDRESS_TAG, editAddressElementOptions, type NlEditAddressElement } from './profile/edit-address/edit-address-element';
export { NotificationSettings, TOPICS, CHANNELS, type NotificationSettingsProps } from './profile/notification-settings/notification-settings';
export { NlNotificationSettings, NOTIFICATION_SETTINGS_TAG, notificationSettingsElementOptions, type NlNotificationSettingsElement } from './profile/notification-settings/notification-settings-element';
export { AccountDeletion, type AccountDeletionProps } from './profile/account-deletion/account-deletion';
export { DELETION_STEPS, DELETION_STEP_PATHS, parseStep, reachableStep, type DeletionStep } from './profile/account-deletion/deletion-steps';
export { sniffImageType, checkImageFile, MAX_DELETION_FILES, type ImageCheck, type UploadContentType } from './profile/account-deletion/image-files';
export { isBalanceCleared } from './profile/account-deletion/intro-step';
export { MAX_REMARK_LENGTH } from './profile/account-deletion/remark-step';
export { DELETION_GRACE_DAYS, DELETION_RESULT_HOURS } from './profile/account-deletion/success-panel';
export { NlAccountDeletion, ACCOUNT_DELETION_TAG, accountDeletionElementOptions, type NlAccountDeletionElement } from './profile/account-deletion/account-deletion-element';
export { EMIRATES, UAE } from './profile/shared/emirates';
export { lastFour } from './profile/shared/masked-id';
export type { PasswordChangedDetail, AddressSavedDetail, AccountDeletionRequestedDetail } from './profile/shared/profile-events';

export { Deposit, type DepositProps } from './wallet/deposit/deposit';
export { SUCCESS_SECONDS } from './wallet/deposit/success-panel';
export { paymentOutcome, watchRecharge, parseAmountInput, sanitizeAmountInput, formatExpiryInput, QUICK_AMOUNTS, RECHARGE_REQUEST, type PaymentOutcome, type FrameContent, type RechargeEnd } from './wallet/deposit/deposit-flow';
export { PAYMENT_FINISHED_MESSAGE, reportPaymentFinished } from './wallet/deposit/payment-frame';
export { NlDeposit, DEPOSIT_TAG, depositElementOptions, type NlDepositElement } from './wallet/deposit/deposit-element';
export type { DepositSucceededDetail, DepositFailedDetail, DepositTimedOutDetail, DepositFailureReason, CardFailureAnalytics } from './wallet/deposit/deposit-events';
export { Balance, type BalanceProps } from './wallet/balance/balance';
export { BalanceBlock } from './wallet/balance/balance-block';
export { Amount } from './wallet/balance/amount';
export { BalanceToggle } from './wallet/balance/balance-toggle';
export { useBalanceHidden, BALANCE_HIDDEN_KEY } from './wallet/balance/balance-visibility';
export { NlBalance, BALANCE_TAG, balanceElementOptions, type NlBalanceElement } from './wallet/balance/balance-element';
export { Transactions, resolveTab as resolveTransactionTab, type TransactionsProps } from './wallet/transactions/transactions';
export { TRANSACTION_TABS, TRANSACTION_CATEGORIES, categoryKeys, tabLabelKey } from './wallet/transactions/transaction-labels';
export { NlTransactions, TRANSACTIONS_TAG, transactionsElementOptions, type NlTransactionsElement } from './wallet/transactions/transactions-element';
export { Withdraw, type WithdrawProps } from './wallet/withdraw/withdraw';
export { confirmationFigures } from './wallet/withdraw/confirm-step';
export { groupIban, maskIban } from './wallet/withdraw/iban-format';
export { WITHDRAWAL_STATES, withdrawalStateView, MANUAL_REVIEW_BUSINESS_DAYS } from './wallet/withdraw/withdrawal-states';
export { NlWithdraw, WITHDRAW_TAG, withdrawElementOptions, type NlWithdrawElement } from './wallet/withdraw/withdraw-element';
export { Orders, ORDER_TABS, ORDER_FILTERS, ORDERS_PAGE_SIZE, type OrdersProps } from './orders/list/orders';
export { NlOrders, ORDERS_TAG, type NlOrdersElement } from './orders/list/orders-element';
export { OrderDetail, type OrderDetailProps } from './orders/detail/order-detail';
export { NlOrderDetail, ORDER_DETAIL_TAG, type NlOrderDetailElement } from './orders/detail/order-detail-element';
export { ChaseDetail, type ChaseDetailProps } from './orders/chase/chase-detail';
export { NlChaseDetail, CHASE_DETAIL_TAG, type NlChaseDetailElement } from './orders/chase/chase-detail-element';
export { GrandPrize, GRAND_PRIZE_PAGE_SIZE, type GrandPrizeProps } from './orders/grand-prize/grand-prize';
export { NlGrandPrize, GRAND_PRIZE_TAG, type NlGrandPrizeElement } from './orders/grand-prize/grand-prize-element';
export { WinPopup, winFromMessage, JUMP_TYPE_GRAND_PRIZE, type WinPopupData } from './orders/win-popup/win-popup';
export { NlWinPopup, WIN_POPUP_TAG, type NlWinPopupElement } from './orders/win-popup/win-popup-element';
export { statusTone, orderStatusKey, grandPrizeStatusKey } from './orders/shared/order-labels';
export { buyAgainPath } from './orders/shared/order-links';
export { Trend, TREND_WINDOWS, type TrendProps } from './trend/trend';
export { NlTrend, TREND_TAG, type NlTrendElement } from './trend/trend-element';
export type { WithdrawalSubmittedDetail, IbanAccountAddedDetail, IbanAccountRemovedDetail, WithdrawBackDetail } from './wallet/withdraw/withdraw-events';
export { signedMoney } from './wallet/shared/signed-money';

// Play: the bet slip of every draw game and the list of games.
export { PlayGame, type PlayProps } from './games/play/play-game';
export type { OrderPlacedDetail } from './games/play/play-events';
export { NlPick3, PICK3_TAG, pick3ElementOptions, type NlPick3Element } from './games/pick3/pick3-element';
export { NlPick4, PICK4_TAG, pick4ElementOptions, type NlPick4Element } from './games/pick4/pick4-element';
export { NlLuckyDay, LUCKY_DAY_TAG, luckyDayElementOptions, type NlLuckyDayElement } from './games/lucky-day/lucky-day-element';
export { NlMagic5, MAGIC5_TAG, magic5ElementOptions, type NlMagic5Element } from './games/magic5/magic5-element';
export { NlFivetastic, FIVETASTIC_TAG, fivetasticElementOptions, type NlFivetasticElement } from './games/fivetastic/fivetastic-element';
export { NlSuperDiamond, SUPER_DIAMOND_TAG, superDiamondElementOptions, type NlSuperDiamondElement } from './games/super-diamond/super-diamond-element';
export { NlQuickFive, QUICK_FIVE_TAG, quickFiveElementOptions, type NlQuickFiveElement } from './games/quick-five/quick-five-element';
export { NlOctaluck, OCTALUCK_TAG, octaluckElementOptions, type NlOctaluckElement } from './games/octaluck/octaluck-element';
export { NlSuperOcean, SUPER_OCEAN_TAG, superOceanElementOptions, type NlSuperOceanElement } from './games/super-ocean/super-ocean-element';
export { NlColorPrediction, COLOR_PREDICTION_TAG, colorPredictionElementOptions, type NlColorPredictionElement } from './games/color-prediction/color-prediction-element';
export { NlLotteryPlay, LOTTERY_PLAY_TAG, lotteryPlayElementOptions, type NlLotteryPlayElement } from './games/lottery-play/lottery-play-element';
