import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ENCRYPTED_CODES, GEO_CHECKED_CODES } from '../../sdk/commands';
import { SystemConfigSchema, type SystemConfig } from '../../sdk/commands/system';
import { DEFAULT_GEO_SETTINGS, configFromEnv, resolveConfig } from '../../host-demo/server/config';
import { availableBackends } from './helpers/backends';
import { callHapi, testApp } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

describe.each(availableBackends())('010001 system config on $name', (backend) => {
  const t = gatewayPerTest(backend);
  const config = async (app = t.app) => {
    const { envelope } = await callHapi<SystemConfig>(app, '010001', { productType: 61 });
    expect(envelope.code).toBe(0);
    return envelope.data!;
  };

  it('answers 010001 with every global config field (no live chat while LIVE_CHAT is off)', async () => {
    const data = await config();
    expect(Object.keys(data).sort()).toEqual(Object.keys(SystemConfigSchema.shape).filter((key) => key !== 'liveChatPath').sort());
    expect(z.safeParse(z.strictObject(SystemConfigSchema.shape), data).success).toBe(true);
  });

  it('publishes AED, VAT 5%, an 1800 s session, the default auth header and the server clock', async () => {
    expect(await config()).toMatchObject({
      currency: 'AED',
      minorVerification: 18,
      vatRate: 500,
      userAliveDurationSecond: 1800,
      authKey: 'Api-Access-Token',
      serverTime: t.clock.now(),
    });
  });

  it('lists the seven geo-checked commands (SPEC §7\'s five, the scratch-card purchase and the e-instant launch) and keeps encryption off', async () => {
    const data = await config();
    expect(data.geoCommand.sort()).toEqual([...GEO_CHECKED_CODES].sort());
    expect(data.geoCommand).toHaveLength(7);
    expect(data).toMatchObject({ encryptOpen: false, encryptCommand: [], encryptPublicKey: '' });
  });

  it('gives limit amounts in minor units with -1 (No limits) first, and one default per duration list', async () => {
    const data = await config();
    for (const list of [data.exclusionRechargeAmountList, data.exclusionOrderAmountList]) {
      expect(list[0]).toBe(-1);
      expect(list.slice(1).every((a) => Number.isInteger(a) && a > 0 && a % 100 === 0)).toBe(true);
    }
    for (const options of [data.exclusionRechargeAmountTimeLimit, data.exclusionOrderAmountTimeLimit, data.familyExclusionTimeLimit]) {
      expect(options.filter((o) => o.default)).toHaveLength(1);
    }
    // SPEC §9: deposit 10 min, 24 h, 7 d, 30 d, 3 m, 6 m, 1 y; wager 24 h, 7 d, 30 d.
    expect(data.exclusionRechargeAmountTimeLimit.map((o) => o.durationMinute)).toEqual([10, 1440, 10080, 43200, 129600, 259200, 525600]);
    expect(data.exclusionOrderAmountTimeLimit.map((o) => o.durationMinute)).toEqual([1440, 10080, 43200]);
  });

  it('answers the geo popup settings: by default no forced check, a 30-minute popup interval and pop type 1', async () => {
    expect(await config()).toMatchObject({ geoCheckForceLicense: false, geoCheckForceLicensePopIntervalTime: 30, geoCheckForceLicensePopType: 1 });
  });

  it('answers the geo popup settings the server was started with', async () => {
    const geo = { ...DEFAULT_GEO_SETTINGS, restrict: true, checkForceLicense: true, popupIntervalMinutes: 5, popupType: 2 };
    const app = testApp(t.db, t.clock, { config: { geo } });
    expect(await config(app)).toMatchObject({ geoRestrict: true, geoCheckForceLicense: true, geoCheckForceLicensePopIntervalTime: 5, geoCheckForceLicensePopType: 2 });
    await app.close();
  });

  it('publishes the public key and the commands the table marks encrypted when the server was started with a key pair', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const app = testApp(t.db, t.clock, { config: { messageKeys: { publicKeyPem: publicKey, privateKeyPem: privateKey } } });
    const data = await config(app);
    expect(data.encryptPublicKey).toBe(publicKey);
    expect(data).toMatchObject({ encryptOpen: true });
    expect(data.encryptCommand.sort()).toEqual([...ENCRYPTED_CODES].sort());
    expect(JSON.stringify(data)).not.toContain('PRIVATE KEY');
    await app.close();
  });
});

describe('geo popup settings from the environment (README, Configuration)', () => {
  it('reads GEO_CHECK_FORCE_LICENSE, GEO_POPUP_INTERVAL_MINUTES and GEO_POPUP_TYPE, keeping the other geo settings at their defaults', () => {
    const { geo } = configFromEnv({ GEO_CHECK_FORCE_LICENSE: '1', GEO_POPUP_INTERVAL_MINUTES: '0', GEO_POPUP_TYPE: '3' });
    expect(geo).toMatchObject({ checkForceLicense: true, popupIntervalMinutes: 0, popupType: 3, restrict: true, cacheSeconds: DEFAULT_GEO_SETTINGS.cacheSeconds });
    expect(configFromEnv({ GEO_CHECK_FORCE_LICENSE: 'off' }).geo).toMatchObject({ checkForceLicense: false, popupIntervalMinutes: 30, popupType: 1 });
    expect(configFromEnv({ GEO_POPUP_INTERVAL_MINUTES: '1440' }).geo?.popupIntervalMinutes).toBe(1440);
  });

  it('refuses values out of bounds with the variable\'s name', () => {
    expect(() => configFromEnv({ GEO_POPUP_INTERVAL_MINUTES: '1441' })).toThrow(/GEO_POPUP_INTERVAL_MINUTES must be a whole number from 0 to 1440/);
    expect(() => configFromEnv({ GEO_POPUP_INTERVAL_MINUTES: '-5' })).toThrow(/GEO_POPUP_INTERVAL_MINUTES/);
    expect(() => configFromEnv({ GEO_POPUP_INTERVAL_MINUTES: '99999999999999999999' })).toThrow(/GEO_POPUP_INTERVAL_MINUTES/);
    expect(() => configFromEnv({ GEO_POPUP_TYPE: '0' })).toThrow(/GEO_POPUP_TYPE must be a whole number from 1 to 9/);
    expect(() => configFromEnv({ GEO_POPUP_TYPE: '1.5' })).toThrow(/GEO_POPUP_TYPE/);
    expect(() => configFromEnv({ GEO_CHECK_FORCE_LICENSE: 'sometimes' })).toThrow(/GEO_CHECK_FORCE_LICENSE/);
  });

  it('refuses a configuration given in code with the interval or type out of bounds', () => {
    expect(() => resolveConfig({ geo: { ...DEFAULT_GEO_SETTINGS, popupIntervalMinutes: 24 * 60 + 1 } })).toThrow(/geo.popupIntervalMinutes/);
    expect(() => resolveConfig({ geo: { ...DEFAULT_GEO_SETTINGS, popupIntervalMinutes: 2.5 } })).toThrow(/geo.popupIntervalMinutes/);
    expect(() => resolveConfig({ geo: { ...DEFAULT_GEO_SETTINGS, popupType: 10 } })).toThrow(/geo.popupType/);
  });
});
