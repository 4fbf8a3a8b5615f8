/**
 * Registers every `<nl-*>` element (side effect on import). To ship only some elements, import
 * their own `define` modules instead, e.g. `elements/results/define`, or load them on demand
 * through the registry (`ELEMENTS.results.load()`).
 *
 * The feature modules are called, not merely imported: a bundler that treats them as free of
 * side effects would otherwise drop a bare `import './header/define'`.
 * @example import '@nl/lottery/elements/define';
 */
import { defineFooter } from './footer/define';
import { defineGameCard } from './games/game-card/define';
import { defineGameGrid } from './games/game-grid/define';
import { definePick3 } from './games/pick3/define';
import { definePick4 } from './games/pick4/define';
import { defineLuckyDay } from './games/lucky-day/define';
import { defineMagic5 } from './games/magic5/define';
import { defineFivetastic } from './games/fivetastic/define';
import { defineSuperDiamond } from './games/super-diamond/define';
import { defineQuickFive } from './games/quick-five/define';
import { defineOctaluck } from './games/octaluck/define';
import { defineSuperOcean } from './games/super-ocean/define';
import { defineColorPrediction } from './games/color-prediction/define';
import { defineLotteryPlay } from './games/lottery-play/define';
import { defineHeader } from './header/define';
import { defineResults } from './results/define';
import { defineDrawVerifier } from './draw-verifier/define';
import { defineLogin } from './account/login/define';
import { defineRegister } from './account/register/define';
import { defineForgotPassword } from './account/forgot-password/define';
import { defineResetPassword } from './account/reset-password/define';
import { defineKycDialogs } from './kyc/kyc-dialogs/define';
import { defineKycFrame } from './kyc/kyc-frame/define';
import { defineUserInfo } from './user-info/define';
import { defineAgeGate } from './compliance/age-gate/define';
import { defineCookieNotice } from './compliance/cookie-notice/define';
import { defineTermsDialog } from './compliance/terms-dialog/define';
import { defineFundsSecurity } from './compliance/funds-security/define';
import { defineMyProfile } from './profile/my-profile/define';
import { defineAccountSettings } from './profile/account-settings/define';
import { defineEditAddress } from './profile/edit-address/define';
import { defineNotificationSettings } from './profile/notification-settings/define';
import { defineAccountDeletion } from './profile/account-deletion/define';
import { defineDeposit } from './wallet/deposit/define';
import { defineBalance } from './wallet/balance/define';
import { defineTransactions } from './wallet/transactions/define';
import { defineWithdraw } from './wallet/withdraw/define';
import type { ElementName } from './registry';

/**
 * The static twin of the registry's lazy loads, for the one-file script build, which must define
 * everything synchronously. Typed by the registry's names, so an element added there and not here
 * (or the reverse) does not compile.
 */
const DEFINERS: Record<ElementName, () => unknown> = {
  header: defineHeader,
  footer: defineFooter,
  'game-card': defineGameCard,
  'game-grid': defineGameGrid,
  pick3: definePick3,
  pick4: definePick4,
  'lucky-day': defineLuckyDay,
  magic5: defineMagic5,
  fivetastic: defineFivetastic,
  'super-diamond': defineSuperDiamond,
  'quick-five': defineQuickFive,
  octaluck: defineOctaluck,
  'super-ocean': defineSuperOcean,
  'color-prediction': defineColorPrediction,
  'lottery-play': defineLotteryPlay,
  results: defineResults,
  'draw-verifier': defineDrawVerifier,
  login: defineLogin,
  register: defineRegister,
  'forgot-password': defineForgotPassword,
  'reset-password': defineResetPassword,
  'kyc-dialogs': defineKycDialogs,
  'kyc-frame': defineKycFrame,
  'user-info': defineUserInfo,
  'age-gate': defineAgeGate,
  'cookie-notice': defineCookieNotice,
  'terms-dialog': defineTermsDialog,
  'funds-security': defineFundsSecurity,
  'my-profile': defineMyProfile,
  'account-settings': defineAccountSettings,
  'edit-address': defineEditAddress,
  'notification-settings': defineNotificationSettings,
  'account-deletion': defineAccountDeletion,
  deposit: defineDeposit,
  balance: defineBalance,
  transactions: defineTransactions,
  withdraw: defineWithdraw,
};

/** Registers every element of the registry; safe to call again. */
export function defineAllElements(): void {
  for (const define of Object.values(DEFINERS)) define();
}

defineAllElements();
