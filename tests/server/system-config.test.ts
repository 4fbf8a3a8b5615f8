import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ENCRYPTED_CODES, GEO_CHECKED_CODES } from '../../sdk/commands';
import { SystemConfigSchema, type SystemConfig } from '../../sdk/commands/system';
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

  it('answers 010001 with every global config field', async () => {
    const data = await config();
    expect(Object.keys(data).sort()).toEqual(Object.keys(SystemConfigSchema.shape).sort());
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

  it('lists the five geo-checked commands and keeps encryption off', async () => {
    const data = await config();
    expect(data.geoCommand.sort()).toEqual([...GEO_CHECKED_CODES].sort());
    expect(data.geoCommand).toHaveLength(5);
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
