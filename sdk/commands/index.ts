/**
 * The command catalogue: every gateway command the product uses, declared once.
 * The reference server's router, docs/commands.md and the SDK's types are built from `commands`;
 * the SDK's `client.call` loads each definition on demand through ./loaders.ts, which the type
 * system holds to this table. Importing this module loads every schema: the SDK's main entry
 * exports only its types (the values are the entry `@nl/lottery/sdk/commands`).
 */
import { systemConfig } from './system';
import { tabList } from './content';
import { appInfo, gameAppList } from './apps';
import { drawHistory, drawPhase, latestDraws, nextDraw, trend } from './draws';
import { balance } from './wallet';
import { transactions } from './transactions';
import { chaseDetail, claimGrandPrize, grandPrizeOrders, orderDetail, orderList, orderPreCheck, placeOrder, recentWinners, stopChase, unclaimedGrandPrize } from './orders';
import {
  applyFamilyExclusion,
  exclusionStatus,
  familyExclusionProgress,
  globalRestrictions,
  setLimit,
  setSelfExclusion,
  submitAssessment,
  tipReport,
  todayNetPosition,
} from './responsible-play';
import { autoOrderStatus, cardPay, cvvPay, depositOptions, recharge, rechargeStatus } from './deposits';
import { addIbanAccount, ibanAccounts, removeIbanAccount, sendWithdrawalCode, withdraw, withdrawalOptions, withdrawals } from './withdrawals';
import { checkCode, codeLogin, logout, passwordLogin, register, resetPassword, sendEmailCode, sendSmsCode } from './accounts';
import { ekycRedirect, ekycResult, ekycToken, kycStatus } from './kyc';
import {
  changePassword,
  countryCodes,
  editAddress,
  notificationSettings,
  profile,
  requestAccountDeletion,
  saveNotificationSettings,
  uploadDocument,
} from './profile';
import { acceptTerms, checkTerms, fundsStatementStatus, submitFundsStatement, termsArticles } from './compliance';
import { geoStatus } from './geo';
import type { CommandDefinition } from './define-command';

export const commands = {
  systemConfig,
  tabList,
  appInfo,
  gameAppList,
  latestDraws,
  drawHistory,
  drawPhase,
  nextDraw,
  trend,
  balance,
  transactions,
  depositOptions,
  recharge,
  cardPay,
  cvvPay,
  rechargeStatus,
  autoOrderStatus,
  ibanAccounts,
  addIbanAccount,
  removeIbanAccount,
  withdrawalOptions,
  sendWithdrawalCode,
  withdraw,
  withdrawals,
  orderPreCheck,
  placeOrder,
  orderList,
  orderDetail,
  chaseDetail,
  stopChase,
  unclaimedGrandPrize,
  grandPrizeOrders,
  recentWinners,
  claimGrandPrize,
  setSelfExclusion,
  setLimit,
  exclusionStatus,
  todayNetPosition,
  tipReport,
  globalRestrictions,
  applyFamilyExclusion,
  familyExclusionProgress,
  submitAssessment,
  sendSmsCode,
  sendEmailCode,
  checkCode,
  register,
  passwordLogin,
  codeLogin,
  resetPassword,
  logout,
  kycStatus,
  ekycToken,
  ekycRedirect,
  ekycResult,
  profile,
  changePassword,
  editAddress,
  notificationSettings,
  saveNotificationSettings,
  uploadDocument,
  requestAccountDeletion,
  countryCodes,
  checkTerms,
  termsArticles,
  acceptTerms,
  fundsStatementStatus,
  submitFundsStatement,
  geoStatus,
} as const;
export type Commands = typeof commands;
export type CommandName = keyof Commands;

/** Lookup by six-digit code. */
export const commandsByCode: ReadonlyMap<string, CommandDefinition> = new Map(
  Object.values(commands).map((c) => [c.code, c as CommandDefinition]),
);

const codesWhere = (flag: (c: CommandDefinition) => boolean | undefined): ReadonlySet<string> =>
  new Set([...commandsByCode.values()].filter(flag).map((c) => c.code));

/** Codes sent without the session header even when a token is held (SPEC §6: login, 100202 ...). */
export const SESSION_EXEMPT_CODES = codesWhere((c) => c.sessionExempt);

/** Commands that carry the geo JWT when the player's geo status is not valid (SPEC §7). */
export const GEO_CHECKED_CODES = codesWhere((c) => c.geoHeader);

/** Commands whose message is encrypted when the gateway turns encryption on (config `encryptCommand`). */
export const ENCRYPTED_CODES = codesWhere((c) => c.encrypted);

export * from './define-command';
export * from './envelope';
export * from './system';
export * from './content';
export * from './apps';
export * from './draws';
export * from './wallet';
export * from './transactions';
export * from './orders';
export * from './deposits';
export * from './withdrawals';
export * from './responsible-play';
export * from './accounts';
export * from './kyc';
export * from './profile';
export * from './compliance';
export * from './geo';
