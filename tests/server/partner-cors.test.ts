import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../host-demo/server/config';
import { SETTINGS } from '../../host-demo/server/settings/table';
import { availableBackends } from './helpers/backends';
import { callHapi, playerWithSession } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

const PARTNER = 'https://partner.example';
const OTHER = 'https://not-a-partner.example';

/** What Chromium sends before the SDK's POST /hapi from a partner page. */
function preflight(origin: string, url = '/hapi') {
  return {
    method: 'OPTIONS' as const,
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'api-execute-command,api-access-token,content-type,geo-token',
    },
  };
}

describe('PARTNER_ORIGINS, the partner allow-list', () => {
  it('reads exact origins as the browser sends them and refuses wildcards, paths and other schemes', () => {
    const kind = SETTINGS.PARTNER_ORIGINS.kind;
    expect(kind.parse('HTTPS://Partner.Example, http://localhost:5173', [])).toEqual(['https://partner.example', 'http://localhost:5173']);
    for (const refused of ['*', 'https://*.partner.example', 'https://partner.example/page', 'ftp://partner.example']) {
      expect(kind.problem(kind.parse(refused, [])!)).not.toBeNull();
    }
    expect(resolveConfig().partnerOrigins).toEqual([]);
    expect(() => resolveConfig({ partnerOrigins: ['https://partner.example/'] })).toThrow(/partnerOrigins/);
  });
});

describe.each(availableBackends())('CORS of the gateway for partner pages on $name', (backend) => {
  const t = gatewayPerTest(backend, { config: { partnerOrigins: [PARTNER] } });

  it('answers a partner origin\'s preflight with exactly the headers the SDK sends', async () => {
    const res = await t.app.inject(preflight(PARTNER));
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(res.headers['access-control-allow-methods']).toBe('GET, POST');
    expect(res.headers['access-control-allow-headers']).toBe('API-Execute-Command, Api-Access-Token, Geo-Token, Content-Type');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(res.headers.vary)).toMatch(/origin/i);
  });

  it('answers the preflight of the location verifier the SDK posts to', async () => {
    const res = await t.app.inject(preflight(PARTNER, '/simulators/geo-verifier/token'));
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
  });

  it('refuses the preflight of an origin not on the list, without any CORS header', async () => {
    const res = await t.app.inject(preflight(OTHER));
    expect(res.statusCode).toBe(403);
    expect(Object.keys(res.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('lets a partner page read a command\'s answer, and not another origin', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    const partner = await callHapi(t.app, '100124', {}, { token, headers: { origin: PARTNER } });
    expect(partner.envelope.code).toBe(0);
    expect(partner.response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(partner.response.headers.vary)).toMatch(/origin/i);

    const other = await callHapi(t.app, '100124', {}, { token, headers: { origin: OTHER } });
    expect(other.response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives the site\'s own pages no CORS headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/account/login', headers: { origin: PARTNER } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe.each(availableBackends())('CORS with no partner configured on $name', (backend) => {
  const t = gatewayPerTest(backend);

  it('refuses every cross-origin preflight', async () => {
    const res = await t.app.inject(preflight(PARTNER));
    expect(res.statusCode).toBe(403);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
