// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { defineRestrictionDialogs } from '../../../elements/responsible-play/restriction-dialogs/restriction-dialogs-element';
import { USER_INFO_KEY, createClient, memoryStorage } from '../../../sdk';
import type { SystemConfig } from '../../../sdk/commands/system';
import { ErrorCode } from '../../../sdk/errors/codes';
import type { LocationBridge, PositionResult } from '../../../sdk/geo/location-bridge';
import { GEO_POPUP_CLOSED_KEY } from '../../../sdk/geo/geo-popup';
import { fakeGateway } from '../../support/fake-gateway';
import { PLAYER, RP, RP_CONFIG, button, mount, settle, shadow, text, until } from './helpers';
import { hostNavigations, styleSheetsOf } from '../helpers';

defineRestrictionDialogs();

const VERIFY_PATH = '/simulators/geo-verifier/token';
const ORDER = { appKey: 'pick3', lotteryType: 72, playType: 7201, selections: [{ numbers: [1, 2, 3] }], amount: 200, idempotencyKey: '8f7e0f3c-2f5b-4b7e-9c55-1d2f0a6b9e11' };

hostNavigations();

/**
 * A player whose bet the gateway refuses for want of a location (403001022) unless it carries a
 * geo token; the device's position is what `position` says, and the verifier signs any.
 */
async function refusedBet(position: PositionResult, language: 'en-US' | 'ar-AE' = 'en-US', verdict: 'inside' | 'outside' = 'inside') {
  const message = language === 'en-US' ? 'We need your location to confirm you are in the UAE.' : 'نحتاج إلى موقعك للتأكد من أنك داخل الإمارات.';
  const gateway = fakeGateway({
    [RP.restrictions]: { code: 500000001 },
    '100206': { data: { userInWitheList: false, userGeoCacheExpireTime: null } },
    '101101': (_data, call) => (call.headers['Geo-Token'] ? { data: { id: '1', chaseId: null } } : { code: ErrorCode.geoTokenMissing, message }),
  });
  const fetchBoth = (async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith(VERIFY_PATH)
      ? new Response(JSON.stringify({ token: 'signed.geo.jwt', verdict, expiresAt: Date.now() + 300_000 }), { status: 200 })
      : gateway.fetch(input, init)) as typeof fetch;
  const device: LocationBridge & { answer: PositionResult } = { answer: position, currentPosition: async () => device.answer };
  const storage = memoryStorage();
  storage.setItem(USER_INFO_KEY, JSON.stringify(PLAYER));
  const client = createClient({ geolocation: device, env: { fetch: fetchBoth, storage, languages: () => [language] } });
  client.stores.systemConfig.set({ ...RP_CONFIG, geoRestrict: true, geoVerifyPath: VERIFY_PATH, authKey: 'Api-Access-Token' } as unknown as SystemConfig);

  const root = shadow(mount('nl-restriction-dialogs', client));
  await until(() => styleSheetsOf(root).length >= 2, 5000);
  await settle();
  const bet = await client.call('placeOrder', ORDER);
  const dialog = await until(() => root.querySelector('[part="dialog"]'));
  return { client, gateway, device, root, dialog, bet, storage };
}

describe('the geo popup of <nl-restriction-dialogs>', () => {
  it('blocks a bet whose location was refused: the server\'s message, how to allow it, Refuse and Refresh', async () => {
    const { dialog, bet, root } = await refusedBet({ ok: false, reason: 'denied' });
    expect(bet.ok).toBe(false);
    expect(text(dialog.querySelector('h2'))).toBe('Location not allowed');
    expect(text(dialog)).toContain('We need your location to confirm you are in the UAE.');
    expect(text(dialog.querySelector('[data-field="geo-problem"]'))).toBe(
      'Location access is turned off. Allow this site to use your location in your browser settings, then press Refresh.',
    );
    button(dialog, 'Refuse').click();
    await until(() => !root.querySelector('[part="dialog"]'));
  });

  it('Refresh proves the location once it is allowed, says so, and the next bet goes through with the token', async () => {
    const { client, gateway, device, dialog, root } = await refusedBet({ ok: false, reason: 'denied' });
    device.answer = { ok: true, latitude: 25.2048, longitude: 55.2708 };
    button(dialog, 'Refresh').click();
    await until(() => text(dialog.querySelector('[data-field="geo-progress"]')) === 'Your location is confirmed. Please try again.');
    expect(dialog.querySelector('[data-field="geo-problem"]')).toBeNull();
    button(dialog, 'OK').click();
    await until(() => !root.querySelector('[part="dialog"]'));
    expect((await client.call('placeOrder', ORDER)).ok).toBe(true);
    expect(gateway.calls.filter((c) => c.code === '101101').map((c) => c.headers['Geo-Token'])).toEqual([undefined, 'signed.geo.jwt']);
  });

  it('keeps the popup open and says why when Refresh still finds no position', async () => {
    const { device, dialog } = await refusedBet({ ok: false, reason: 'denied' });
    device.answer = { ok: false, reason: 'unavailable' };
    button(dialog, 'Refresh').click();
    await until(() => text(dialog.querySelector('[data-field="geo-problem"]')).startsWith('Your location could not be found.'));
    expect(button(dialog, 'Refresh').disabled).toBe(false);
  });

  it('Refresh from outside the UAE does not confirm the location: it says the player is outside', async () => {
    const { dialog, device } = await refusedBet({ ok: false, reason: 'denied' }, 'en-US', 'outside');
    device.answer = { ok: true, latitude: 25.2854, longitude: 51.531 }; // Doha
    button(dialog, 'Refresh').click();
    await until(() => text(dialog.querySelector('[data-field="geo-problem"]')).startsWith('Your device reports a location outside the UAE.'));
    expect(text(dialog.querySelector('[data-field="geo-progress"]'))).toBe('');
    expect(button(dialog, 'Refresh').disabled).toBe(false);
  });

  it('remembers when the player closed it, for the popup interval of the forced location check', async () => {
    const { dialog, root, storage } = await refusedBet({ ok: false, reason: 'denied' });
    expect(storage.getItem(GEO_POPUP_CLOSED_KEY)).toBeNull();
    const before = Date.now();
    button(dialog, 'Refuse').click();
    await until(() => !root.querySelector('[part="dialog"]'));
    expect(Number(storage.getItem(GEO_POPUP_CLOSED_KEY))).toBeGreaterThanOrEqual(before);
  });

  it('in Arabic, right to left', async () => {
    const { dialog, root } = await refusedBet({ ok: false, reason: 'denied' }, 'ar-AE');
    expect(root.querySelector('[part="base"]')?.getAttribute('dir')).toBe('rtl');
    expect(text(dialog.querySelector('h2'))).toBe('الموقع غير مسموح');
    expect(text(dialog)).toContain('نحتاج إلى موقعك');
    expect(text(dialog.querySelector('[data-field="geo-problem"]'))).toContain('الوصول إلى الموقع متوقف');
    expect(button(dialog, 'رفض')).toBeTruthy();
    expect(button(dialog, 'تحديث')).toBeTruthy();
  });
});
