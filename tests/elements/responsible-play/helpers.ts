/**
 * Helpers for the responsible-play elements: the config lists of 010001, exclusion records that
 * satisfy the 100155 schema, and a client over the shared fake gateway with the config loaded.
 */
import type { NlClient, UserInfo } from '../../../sdk';
import type { SystemConfig } from '../../../sdk/commands/system';
import type { ExclusionRecord } from '../../../sdk/commands/responsible-play';
import { fakeGateway, type FakeGateway, type Reply } from '../../support/fake-gateway';
import { PLAYER, makeClient } from '../helpers';

export { PLAYER, mount, shadow, until, settle, text } from '../helpers';
export { typeInto, field, chooseFiles, pngFile, recordToasts, countriesFixture } from '../profile/helpers';

/** Command codes of the responsible-play contract (sdk/commands/responsible-play.ts). */
export const RP = {
  setSelfExclusion: '100138',
  setLimit: '100156',
  status: '100155',
  tipReport: '100316',
  restrictions: '100163',
  applyFamily: '100181',
  familyProgress: '100182',
  assessment: '100306',
  upload: '100136',
  sendSms: '001001',
  countryCodes: '001016',
  transactions: '100125',
} as const;

/** The responsible-play lists of the global config (SPEC §3), amounts in fils. */
export const RP_CONFIG = {
  exclusionRechargeAmountList: [10_000, 50_000, 100_000, -1],
  exclusionRechargeAmountTimeLimit: [
    { value: 1, default: false, durationMinute: 1440 },
    { value: 2, default: true, durationMinute: 10_080 },
    { value: 3, default: false, durationMinute: 43_200 },
  ],
  exclusionOrderAmountList: [5_000, 20_000, -1],
  exclusionOrderAmountTimeLimit: [
    { value: 1, default: true, durationMinute: 1440 },
    { value: 2, default: false, durationMinute: 10_080 },
    { value: 3, default: false, durationMinute: 43_200 },
  ],
  familyExclusionTimeLimit: [
    { value: 1, default: true, durationMinute: 259_200 },
    { value: 2, default: false, durationMinute: 525_600 },
    { value: -1, default: false, durationMinute: 1 },
  ],
};

/** A deposit or wager limit record as 100155 answers it. */
export function limitRecord(overrides: Partial<ExclusionRecord> = {}): ExclusionRecord {
  const now = Date.now();
  return {
    exclusionType: 2,
    exclusionValue: 50_000,
    availableLimit: 20_000,
    exclusionStartTime: now - 3_600_000,
    exclusionEndTime: now + 6 * 24 * 3_600_000,
    exclusionEndTimestamp: now + 6 * 24 * 3_600_000,
    exclusionDurationDesc: '7 Days',
    durationMinute: 10_080,
    remainChangeNum: 2,
    limitStatus: 0,
    state: 'active',
    unFinishChaseOrder: 0,
    betAmountLimit: null,
    remainAmount: null,
    ...overrides,
  };
}

/** A client over the fake gateway with the config loaded and a logged-in player (unless `user: null`). */
export function rpClient(
  replies: Record<string, Reply>,
  options: { language?: 'en-US' | 'ar-AE'; user?: UserInfo | null } = {},
): { gateway: FakeGateway; client: NlClient } {
  const gateway = fakeGateway({ [RP.status]: { data: { records: [], timestamp: Date.now() } }, ...replies });
  const client = makeClient(gateway, { ...(options.user === null ? {} : { user: options.user ?? PLAYER }), language: options.language ?? 'en-US' });
  client.stores.systemConfig.set({ ...RP_CONFIG } as unknown as SystemConfig);
  return { gateway, client };
}

/** The button whose visible text is exactly `label`. */
export function button(root: ShadowRoot | Element, label: string): HTMLButtonElement {
  const found = Array.from(root.querySelectorAll('button')).find((b) => (b.textContent ?? '').replace(/\s+/g, ' ').trim() === label);
  if (!found) throw new Error(`no button "${label}"`);
  return found;
}

/** The radio whose label text is exactly `label`. */
export function radio(root: ShadowRoot | Element, label: string): HTMLInputElement {
  const found = Array.from(root.querySelectorAll('label')).find((l) => (l.textContent ?? '').replace(/\s+/g, ' ').trim() === label);
  const input = found?.querySelector<HTMLInputElement>('input[type="radio"]');
  if (!input) throw new Error(`no radio "${label}"`);
  return input;
}

/** The labels of the radios in the fieldset whose legend is `legend`. */
export function optionsOf(root: ShadowRoot | Element, legend: string): { label: string; disabled: boolean }[] {
  const set = Array.from(root.querySelectorAll('fieldset')).find((f) => (f.querySelector('legend')?.textContent ?? '').trim() === legend);
  if (!set) throw new Error(`no fieldset "${legend}"`);
  return Array.from(set.querySelectorAll('label'), (l) => ({ label: (l.textContent ?? '').replace(/\s+/g, ' ').trim(), disabled: !!l.querySelector('input')?.disabled }));
}
