// Written by `npm run elements:lists` from elements/registry.ts; do not edit by hand:
// tests/elements/element-lists.test.ts fails while this file differs from what it writes.
/**
 * Registers every `<nl-*>` element (side effect on import). To ship only some elements, import
 * their own `define` modules instead, e.g. `elements/draws/results/define`, or load them on demand
 * through the registry (`ELEMENTS.results.load()`).
 *
 * The feature modules are called, not merely imported: a bundler that treats them as free of
 * side effects would otherwise drop a bare `import './header/define'`.
 * @example import '@nl/lottery/elements/define';
 */
import { defineHeader } from './layout/header/define';
import { defineFooter } from './layout/footer/define';
import { defineGameCard } from './games/game-card/define';
import { defineGameGrid } from './games/game-grid/define';
import { defineGameElements } from './games/game-element/define-game-element';
import { defineLotteryPlay } from './games/lottery-play/define';
import { defineResults } from './draws/results/define';
import { defineDrawVerifier } from './draws/draw-verifier/define';
import { defineLogin } from './accounts/login/define';
import { defineRegister } from './accounts/register/define';
import { defineForgotPassword } from './accounts/forgot-password/define';
import { defineResetPassword } from './accounts/reset-password/define';
import { defineKycDialogs } from './kyc/kyc-dialogs/define';
import { defineKycFrame } from './kyc/kyc-frame/define';
import { defineUserInfo } from './layout/user-info/define';
import { defineAgeGate } from './compliance/age-gate/define';
import { defineCookieNotice } from './compliance/cookie-notice/define';
import { defineTermsDialog } from './compliance/terms-dialog/define';
import { defineFundsSecurity } from './compliance/funds-security/define';
import { defineMyProfile } from './profile/my-profile/define';
import { defineAccountSettings } from './profile/account-settings/define';
import { defineEditAddress } from './profile/edit-address/define';
import { defineNotificationSettings } from './profile/notification-settings/define';
import { defineAccountDeletion } from './profile/account-deletion/define';
import { defineDeposit } from './deposits/deposit/define';
import { defineBalance } from './wallet/balance/define';
import { defineTransactions } from './transactions/list/define';
import { defineNotificationList } from './notifications/list/define';
import { defineNotificationDetail } from './notifications/detail/define';
import { defineWithdraw } from './withdrawals/withdraw/define';
import { defineOrders } from './orders/list/define';
import { defineOrderDetail } from './orders/detail/define';
import { defineChaseDetail } from './orders/chase/define';
import { defineGrandPrize } from './orders/grand-prize/define';
import { defineWinPopup } from './orders/win-popup/define';
import { defineTrend } from './draws/trend/define';
import { defineSelfExclusion } from './responsible-play/self-exclusion/define';
import { defineRestrictionDialogs } from './responsible-play/restriction-dialogs/define';
import { defineAssessment } from './responsible-play/assessment/define';
import { defineFamilyExclusion } from './responsible-play/family-exclusion/define';
import { definePlayResponsibly } from './responsible-play/play-responsibly/define';
import { definePlaySession } from './responsible-play/play-session/define';
import { defineArticle } from './content/article/define';
import { defineNewsList } from './content/news-list/define';
import { defineFaq } from './content/faq/define';
import { defineDownloadGame } from './content/download-game/define';

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
  defineNotificationList();
  defineNotificationDetail();
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
  defineArticle();
  defineNewsList();
  defineFaq();
  defineDownloadGame();
}

defineAllElements();
