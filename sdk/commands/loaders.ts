import type { CommandName, Commands } from './index';
import { systemConfig } from './system';
import { balance } from './wallet';
import { logout } from './logout';

/**
 * Where the client finds each command's definition (its schemas), by name. The client core calls
 * only the system configuration, the balance and logout, so those three are here from the start;
 * every other command is in its domain's module, loaded with `import()` the first time the client
 * calls one of its commands. A partner's page thus carries the schemas of the commands it uses,
 * not the whole table: the table (`commands` in ./index) stays the one declaration, for the
 * server, the docs and the types.
 *
 * The type holds this map to the table: a command added to `commands` and not here, or a loader
 * that answers another command's definition, does not compile; tests/sdk/lazy-commands.test.ts
 * checks each loader answers the very definition of the table.
 *
 * @example
 * const definition = await commandLoaders.placeOrder(); // loads ./orders once
 */
export type CommandLoaders = { readonly [N in CommandName]: () => Promise<Commands[N]> };

const content = () => import('./content');
const apps = () => import('./apps');
const draws = () => import('./draws');
const transactions = () => import('./transactions');
const deposits = () => import('./deposits');
const withdrawals = () => import('./withdrawals');
const orders = () => import('./orders');
const responsiblePlay = () => import('./responsible-play');
const accounts = () => import('./accounts');
const kyc = () => import('./kyc');
const profile = () => import('./profile');
const compliance = () => import('./compliance');
const geo = () => import('./geo');

const loaded = <T>(definition: T) => () => Promise.resolve(definition);

export const commandLoaders: CommandLoaders = {
  systemConfig: loaded(systemConfig),
  balance: loaded(balance),
  logout: loaded(logout),

  tabList: () => content().then((m) => m.tabList),
  appInfo: () => apps().then((m) => m.appInfo),
  gameAppList: () => apps().then((m) => m.gameAppList),
  latestDraws: () => draws().then((m) => m.latestDraws),
  drawHistory: () => draws().then((m) => m.drawHistory),
  drawPhase: () => draws().then((m) => m.drawPhase),
  nextDraw: () => draws().then((m) => m.nextDraw),
  trend: () => draws().then((m) => m.trend),
  transactions: () => transactions().then((m) => m.transactions),
  depositOptions: () => deposits().then((m) => m.depositOptions),
  recharge: () => deposits().then((m) => m.recharge),
  cardPay: () => deposits().then((m) => m.cardPay),
  cvvPay: () => deposits().then((m) => m.cvvPay),
  rechargeStatus: () => deposits().then((m) => m.rechargeStatus),
  autoOrderStatus: () => deposits().then((m) => m.autoOrderStatus),
  ibanAccounts: () => withdrawals().then((m) => m.ibanAccounts),
  addIbanAccount: () => withdrawals().then((m) => m.addIbanAccount),
  removeIbanAccount: () => withdrawals().then((m) => m.removeIbanAccount),
  withdrawalOptions: () => withdrawals().then((m) => m.withdrawalOptions),
  sendWithdrawalCode: () => withdrawals().then((m) => m.sendWithdrawalCode),
  withdraw: () => withdrawals().then((m) => m.withdraw),
  withdrawals: () => withdrawals().then((m) => m.withdrawals),
  orderPreCheck: () => orders().then((m) => m.orderPreCheck),
  placeOrder: () => orders().then((m) => m.placeOrder),
  orderList: () => orders().then((m) => m.orderList),
  recentWinners: () => orders().then((m) => m.recentWinners),
  orderDetail: () => orders().then((m) => m.orderDetail),
  chaseDetail: () => orders().then((m) => m.chaseDetail),
  stopChase: () => orders().then((m) => m.stopChase),
  unclaimedGrandPrize: () => orders().then((m) => m.unclaimedGrandPrize),
  grandPrizeOrders: () => orders().then((m) => m.grandPrizeOrders),
  claimGrandPrize: () => orders().then((m) => m.claimGrandPrize),
  setSelfExclusion: () => responsiblePlay().then((m) => m.setSelfExclusion),
  setLimit: () => responsiblePlay().then((m) => m.setLimit),
  exclusionStatus: () => responsiblePlay().then((m) => m.exclusionStatus),
  todayNetPosition: () => responsiblePlay().then((m) => m.todayNetPosition),
  tipReport: () => responsiblePlay().then((m) => m.tipReport),
  globalRestrictions: () => responsiblePlay().then((m) => m.globalRestrictions),
  applyFamilyExclusion: () => responsiblePlay().then((m) => m.applyFamilyExclusion),
  familyExclusionProgress: () => responsiblePlay().then((m) => m.familyExclusionProgress),
  submitAssessment: () => responsiblePlay().then((m) => m.submitAssessment),
  sendSmsCode: () => accounts().then((m) => m.sendSmsCode),
  sendEmailCode: () => accounts().then((m) => m.sendEmailCode),
  checkCode: () => accounts().then((m) => m.checkCode),
  register: () => accounts().then((m) => m.register),
  passwordLogin: () => accounts().then((m) => m.passwordLogin),
  codeLogin: () => accounts().then((m) => m.codeLogin),
  resetPassword: () => accounts().then((m) => m.resetPassword),
  kycStatus: () => kyc().then((m) => m.kycStatus),
  ekycToken: () => kyc().then((m) => m.ekycToken),
  ekycRedirect: () => kyc().then((m) => m.ekycRedirect),
  ekycResult: () => kyc().then((m) => m.ekycResult),
  profile: () => profile().then((m) => m.profile),
  changePassword: () => profile().then((m) => m.changePassword),
  editAddress: () => profile().then((m) => m.editAddress),
  notificationSettings: () => profile().then((m) => m.notificationSettings),
  saveNotificationSettings: () => profile().then((m) => m.saveNotificationSettings),
  uploadDocument: () => profile().then((m) => m.uploadDocument),
  requestAccountDeletion: () => profile().then((m) => m.requestAccountDeletion),
  countryCodes: () => profile().then((m) => m.countryCodes),
  checkTerms: () => compliance().then((m) => m.checkTerms),
  termsArticles: () => compliance().then((m) => m.termsArticles),
  acceptTerms: () => compliance().then((m) => m.acceptTerms),
  fundsStatementStatus: () => compliance().then((m) => m.fundsStatementStatus),
  submitFundsStatement: () => compliance().then((m) => m.submitFundsStatement),
  geoStatus: () => geo().then((m) => m.geoStatus),
};
