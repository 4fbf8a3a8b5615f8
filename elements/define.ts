// Written by `npm run elements:lists` from elements/registry.ts; do not edit by hand:
// tests/elements/element-lists.test.ts fails while this file differs from what it writes.
/**
 * Registers every `<nl-*>` element (side effect on import). To ship only some elements, import
 * their own `define` entries instead, e.g. `@nl/lottery/elements/draws/results/define`, or load
 * them on demand through the registry (`ELEMENTS.results.load()`).
 *
 * Each element module's define function is called, not merely imported: the element modules
 * have no side effects, so a bundler drops what is only imported.
 * @example import '@nl/lottery/elements/define';
 */
import { defineHeader } from './layout/header/header-element';
import { defineFooter } from './layout/footer/footer-element';
import { defineGameCard } from './games/game-card/game-card-element';
import { defineGameGrid } from './games/game-grid/game-grid-element';
import { defineGameElements } from './games/game-element/define-game-element';
import { defineLotteryPlay } from './games/lottery-play/lottery-play-element';
import { defineResults } from './draws/results/results-element';
import { defineDrawVerifier } from './draws/draw-verifier/draw-verifier-element';
import { defineLogin } from './accounts/login/login-element';
import { defineRegister } from './accounts/register/register-element';
import { defineForgotPassword } from './accounts/forgot-password/forgot-password-element';
import { defineResetPassword } from './accounts/reset-password/reset-password-element';
import { defineKycDialogs } from './kyc/kyc-dialogs/kyc-dialogs-element';
import { defineKycFrame } from './kyc/kyc-frame/kyc-frame-element';
import { defineUserInfo } from './layout/user-info/user-info-element';
import { defineAgeGate } from './compliance/age-gate/age-gate-element';
import { defineCookieNotice } from './compliance/cookie-notice/cookie-notice-element';
import { defineTermsDialog } from './compliance/terms-dialog/terms-dialog-element';
import { defineFundsSecurity } from './compliance/funds-security/funds-security-element';
import { defineMyProfile } from './profile/my-profile/my-profile-element';
import { defineAccountSettings } from './profile/account-settings/account-settings-element';
import { defineEditAddress } from './profile/edit-address/edit-address-element';
import { defineNotificationSettings } from './profile/notification-settings/notification-settings-element';
import { defineAccountDeletion } from './profile/account-deletion/account-deletion-element';
import { defineDeposit } from './deposits/deposit/deposit-element';
import { defineBalance } from './wallet/balance/balance-element';
import { defineTransactions } from './transactions/list/transactions-element';
import { defineWithdraw } from './withdrawals/withdraw/withdraw-element';
import { defineOrders } from './orders/list/orders-element';
import { defineOrderDetail } from './orders/detail/order-detail-element';
import { defineChaseDetail } from './orders/chase/chase-detail-element';
import { defineGrandPrize } from './orders/grand-prize/grand-prize-element';
import { defineWinPopup } from './orders/win-popup/win-popup-element';
import { defineTrend } from './draws/trend/trend-element';
import { defineSelfExclusion } from './responsible-play/self-exclusion/self-exclusion-element';
import { defineRestrictionDialogs } from './responsible-play/restriction-dialogs/restriction-dialogs-element';
import { defineAssessment } from './responsible-play/assessment/assessment-element';
import { defineFamilyExclusion } from './responsible-play/family-exclusion/family-exclusion-element';
import { definePlayResponsibly } from './responsible-play/play-responsibly/play-responsibly-element';
import { definePlaySession } from './responsible-play/play-session/play-session-element';

/** Registers every element of the registry, in its order; safe to call again. */
export function defineAllElements(): void {
  defineHeader();
  defineFooter();
  defineGameCard();
  defineGameGrid();
  defineGameElements();
  defineLotteryPlay();
  defineResults();
  defineDrawVerifier();
  defineLogin();
  defineRegister();
  defineForgotPassword();
  defineResetPassword();
  defineKycDialogs();
  defineKycFrame();
  defineUserInfo();
  defineAgeGate();
  defineCookieNotice();
  defineTermsDialog();
  defineFundsSecurity();
  defineMyProfile();
  defineAccountSettings();
  defineEditAddress();
  defineNotificationSettings();
  defineAccountDeletion();
  defineDeposit();
  defineBalance();
  defineTransactions();
  defineWithdraw();
  defineOrders();
  defineOrderDetail();
  defineChaseDetail();
  defineGrandPrize();
  defineWinPopup();
  defineTrend();
  defineSelfExclusion();
  defineRestrictionDialogs();
  defineAssessment();
  defineFamilyExclusion();
  definePlayResponsibly();
  definePlaySession();
}

defineAllElements();
