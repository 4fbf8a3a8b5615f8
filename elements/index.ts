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
export { ELEMENTS, GAME_ELEMENTS, type ElementEntry, type GameElementEntry, type ElementName, type ElementTag } from './registry';
// Every element's class, tag, options and type, the games' included (generated from the registry).
export * from './element-classes';

export { Header, resolveVariant, type HeaderProps } from './layout/header/header';

export { Footer, type FooterProps } from './layout/footer/footer';
export { FOOTER_LINKS, HOTLINE, DEFAULT_SUPPORT_EMAIL, DEFAULT_VERSION, DEFAULT_SOCIAL_LINKS, type SocialLink } from './layout/footer/footer-links';
export { BACK_TO_TOP_OFFSET } from './layout/footer/back-to-top';

export { GameCard } from './games/game-card/game-card';
export { GameCardLoader, type GameCardLoaderProps } from './games/game-card/game-card-loader';
export { GameGrid, type GameGridProps } from './games/game-grid/game-grid';
export { layoutClass, sectionLimit, groupByCategory, CATEGORIES, MAX_DISTINCT_LAYOUT, type GameCategory } from './games/game-grid/grid-layout';
export { gameAppName } from './games/game-name';

export { Results, type ResultsProps } from './draws/results/results';
export { DrawResultCard, type LatestDrawItem } from './draws/results/draw-result-card';
export { ResultBalls } from './draws/results/result-balls';
export { parseLotteryTypes } from './draws/results/parse-lottery-types';
export { DrawVerifier, type DrawVerifierProps } from './draws/draw-verifier/draw-verifier';

export * from './forms';

export { Login, type LoginProps } from './accounts/login/login';
export { Register, type RegisterProps } from './accounts/register/register';
export { REGISTER_STEPS, REGISTER_STEP_PATHS, parseStep as parseRegisterStep, allowedStep as allowedRegisterStep, issuesByStep, type RegisterStep } from './accounts/register/register-data';
export { ForgotPassword, type ForgotPasswordProps } from './accounts/forgot-password/forgot-password';
export { ResetPassword, parseResetTarget, type ResetPasswordProps } from './accounts/reset-password/reset-password';
export { authErrorView, type AuthErrorView } from './accounts/shared/auth-errors';
export { SuccessPanel, SUCCESS_REDIRECT_SECONDS } from './accounts/shared/success-panel';
export type { LoginSuccessDetail, RegisterSuccessDetail, PasswordResetDetail } from './accounts/shared/events';

export { KycDialog, type KycDialogName, type KycDialogRequest, type KycDialogProps } from './kyc/kyc-dialog';
export { kycFramePath, KYC_FROM_REGISTER } from './kyc/kyc-paths';
export { runLoginCheck, syncVerifiedStatus } from './kyc/kyc-status';
export { KycDialogs, type KycDialogsProps } from './kyc/kyc-dialogs/kyc-dialogs';
export { KycFrame, type KycFrameProps } from './kyc/kyc-frame/kyc-frame';
export { returnUrlFor, returnedPath, inspectFrame, type FrameView } from './kyc/kyc-frame/frame-return';
export { UserInfo, gateDialog, type UserInfoProps } from './layout/user-info/user-info';
export { parseGrandPrize, type GrandPrizeCardData } from './layout/user-info/grand-prize-card';
export { AgeGate } from './compliance/age-gate/age-gate';
export { CookieNotice } from './compliance/cookie-notice/cookie-notice';
export { TermsDialog, TERMS_CATEGORY } from './compliance/terms-dialog/terms-dialog';
export { FundsSecurity, LAW_STATEMENT_TYPE } from './compliance/funds-security/funds-security';

export { MyProfile, formatBirthDate, type MyProfileProps } from './profile/my-profile/my-profile';
export { AccountSettings, type AccountSettingsProps } from './profile/account-settings/account-settings';
export { ChangePasswordForm, isWrongCurrentPassword } from './profile/account-settings/change-password-form';
export { EditAddress, type EditAddressProps } from './profile/edit-address/edit-address';
export { AddressForm, addressValues } from './profile/edit-address/address-form';
export { NotificationSettings, TOPICS, CHANNELS, type NotificationSettingsProps } from './profile/notification-settings/notification-settings';
export { AccountDeletion, type AccountDeletionProps } from './profile/account-deletion/account-deletion';
export { DELETION_STEPS, DELETION_STEP_PATHS, parseStep, reachableStep, type DeletionStep } from './profile/account-deletion/deletion-steps';
export { sniffImageType, checkImageFile, MAX_DELETION_FILES, type ImageCheck, type UploadContentType } from './profile/account-deletion/image-files';
export { isBalanceCleared } from './profile/account-deletion/intro-step';
export { MAX_REMARK_LENGTH } from './profile/account-deletion/remark-step';
export { DELETION_GRACE_DAYS, DELETION_RESULT_HOURS } from './profile/account-deletion/success-panel';
export { EMIRATES, UAE } from './profile/shared/emirates';
export { lastFour } from './profile/shared/masked-id';
export type { PasswordChangedDetail, AddressSavedDetail, AccountDeletionRequestedDetail } from './profile/shared/profile-events';

export { Deposit, type DepositProps } from './deposits/deposit/deposit';
export { SUCCESS_SECONDS } from './deposits/deposit/success-panel';
export { paymentOutcome, watchRecharge, parseAmountInput, sanitizeAmountInput, formatExpiryInput, QUICK_AMOUNTS, RECHARGE_REQUEST, type PaymentOutcome, type FrameContent, type RechargeEnd } from './deposits/deposit/deposit-flow';
export { PAYMENT_FINISHED_MESSAGE, reportPaymentFinished } from './deposits/deposit/payment-frame';
export type { DepositSucceededDetail, DepositFailedDetail, DepositTimedOutDetail, DepositFailureReason, CardFailureAnalytics } from './deposits/deposit/deposit-events';
export { Balance, type BalanceProps } from './wallet/balance/balance';
export { BalanceBlock } from './wallet/balance/balance-block';
export { Amount } from './wallet/balance/amount';
export { BalanceToggle } from './wallet/balance/balance-toggle';
export { useBalanceHidden, BALANCE_HIDDEN_KEY } from './wallet/balance/balance-visibility';
export { Transactions, resolveTab as resolveTransactionTab, type TransactionsProps } from './transactions/list/transactions';
export { TRANSACTION_TABS, TRANSACTION_CATEGORIES, categoryKeys, tabLabelKey } from './transactions/list/transaction-labels';
export { Withdraw, type WithdrawProps } from './withdrawals/withdraw/withdraw';
export { confirmationFigures } from './withdrawals/withdraw/confirm-step';
export { groupIban, maskIban } from './withdrawals/withdraw/iban-format';
export { WITHDRAWAL_STATES, withdrawalStateView, MANUAL_REVIEW_BUSINESS_DAYS } from './withdrawals/withdraw/withdrawal-states';
export { Orders, ORDER_TABS, ORDER_FILTERS, ORDERS_PAGE_SIZE, type OrdersProps } from './orders/list/orders';
export { OrderDetail, type OrderDetailProps } from './orders/detail/order-detail';
export { ChaseDetail, type ChaseDetailProps } from './orders/chase/chase-detail';
export { GrandPrize, GRAND_PRIZE_PAGE_SIZE, type GrandPrizeProps } from './orders/grand-prize/grand-prize';
export { WinPopup, winFromMessage, JUMP_TYPE_GRAND_PRIZE, type WinPopupData } from './orders/win-popup/win-popup';
export { statusTone, orderStatusKey, grandPrizeStatusKey } from './orders/shared/order-labels';
export { buyAgainPath } from './orders/shared/order-links';
export { Trend, TREND_WINDOWS, type TrendProps } from './draws/trend/trend';
export type { WithdrawalSubmittedDetail, IbanAccountAddedDetail, IbanAccountRemovedDetail, WithdrawBackDetail } from './withdrawals/withdraw/withdraw-events';
export { signedMoney } from './wallet/shared/signed-money';

// Play: the bet slip of every draw game, the one game element made from each catalogue entry, and the list of games.
export { PlayGame, type PlayProps } from './games/play/play-game';
export type { OrderPlacedDetail } from './games/play/play-events';
export { GAME_ELEMENT_OPTIONS, gameElementClass, gameElementTag, type NlGameElement, type GameElementTag } from './games/game-element/game-element';
export { gameElementName, type GameElementName } from './games/game-element/game-extensions';
