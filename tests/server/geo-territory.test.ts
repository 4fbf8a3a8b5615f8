import { describe, expect, it } from 'vitest';
import { readGeoToken, signGeoToken } from '../../host-demo/server/providers/geo/geo-token';
import { isInside, UAE_TERRITORY, type LonLat } from '../../host-demo/server/providers/geo/territory';

/** [longitude, latitude] of places on both sides of the border. */
const INSIDE: Record<string, LonLat> = {
  Dubai: [55.2708, 25.2048],
  'Abu Dhabi': [54.3773, 24.4539],
  Sharjah: [55.3911, 25.3463],
  'Ras al Khaimah': [55.9432, 25.7895],
  Fujairah: [56.3265, 25.1288],
  'Al Ain': [55.7606, 24.2075],
  Ruwais: [52.7306, 24.1103],
  Liwa: [53.7765, 23.1335],
};
const OUTSIDE: Record<string, LonLat> = {
  Doha: [51.531, 25.2854],
  Muscat: [58.3829, 23.588],
  'Khasab (Musandam, Oman)': [56.2442, 26.1799],
  Riyadh: [46.6753, 24.7136],
  Sohar: [56.7071, 24.3459],
  London: [-0.1276, 51.5072],
  'the point 0,0': [0, 0],
};

describe('the licensed territory (providers/geo/territory.ts)', () => {
  it.each(Object.entries(INSIDE))('places %s inside the UAE', (_name, point) => {
    expect(isInside(point, UAE_TERRITORY)).toBe(true);
  });
  it.each(Object.entries(OUTSIDE))('places %s outside', (_name, point) => {
    expect(isInside(point, UAE_TERRITORY)).toBe(false);
  });
});

describe('the geo token (HS256)', () => {
  const KEY = 'a-key-of-sixteen-chars';
  const claims = { iss: 'test', sub: 'p-1', verdict: 'inside' as const, iat: 1_000, exp: 1_300 };

  it('reads back what it signed until it expires', () => {
    const token = signGeoToken(claims, KEY);
    expect(readGeoToken(token, KEY, 1_299_999)).toEqual({ ok: true, claims });
    expect(readGeoToken(token, KEY, 1_300_000)).toEqual({ ok: false, problem: 'expired' });
  });

  it('refuses another key, an unsigned (alg none) token and a changed payload', () => {
    const token = signGeoToken(claims, KEY);
    expect(readGeoToken(token, 'another-key-of-16-chars', 0)).toEqual({ ok: false, problem: 'bad-signature' });
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${token.split('.')[1]}.`;
    expect(readGeoToken(none, KEY, 0)).toEqual({ ok: false, problem: 'malformed' });
    const [h, , s] = token.split('.');
    const outside = Buffer.from(JSON.stringify({ ...claims, verdict: 'outside' })).toString('base64url');
    expect(readGeoToken(`${h}.${outside}.${s}`, KEY, 0)).toEqual({ ok: false, problem: 'bad-signature' });
  });
});
