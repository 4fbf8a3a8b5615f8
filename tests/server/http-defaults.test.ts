import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../host-demo/server/config';
import { availableBackends } from './helpers/backends';
import { callHapi, playerWithSession, testApp } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

/**
 * Opens a raw connection, writes `head`, then lets `act` trickle or idle (it answers how to stop);
 * answers when and how the server closed the connection, or null when still open after `boundMs`.
 */
function rawRequest(
  app: FastifyInstance,
  head: string,
  act: (write: (chunk: string) => void) => () => void,
  boundMs: number,
): Promise<{ closedAfterMs: number | null; reply: string }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    let stop = () => {};
    // Bounded: a connection still open by then is reported as such and closed by the test.
    const timer = setTimeout(() => {
      socket.removeAllListeners('close');
      stop();
      socket.destroy();
      resolve({ closedAfterMs: null, reply });
    }, boundMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      stop();
      resolve({ closedAfterMs: performance.now() - started, reply });
    });
    socket.on('connect', () => {
      socket.write(head);
      stop = act((chunk) => void (!socket.destroyed && socket.write(chunk)));
    });
  });
}

const HEAD = 'POST /hapi HTTP/1.1\r\nHost: 127.0.0.1\r\nAPI-Execute-Command: 100124\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';

describe.each(availableBackends())('HTTP defaults on $name', (backend) => {
  const t = gatewayPerTest(backend);
  let siteDir: string;

  beforeEach(() => {
    siteDir = mkdtempSync(join(tmpdir(), 'nl-site-'));
    writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>site</title>');
  });
  afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

  const directives = (csp: string | undefined) =>
    Object.fromEntries((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name!, values.join(' ')]));

  it('sends a CSP the site passes, nosniff, no referrer, same-origin framing and no HSTS over plain HTTP', async () => {
    const app = testApp(t.db, t.clock, { config: { siteDir } });
    for (const response of [await app.inject({ method: 'GET', url: '/account/login' }), await app.inject({ method: 'GET', url: '/no/such/file.js' })]) {
      expect(directives(response.headers['content-security-policy'] as string)).toEqual({
        'default-src': "'self'",
        'base-uri': "'self'",
        'object-src': "'none'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data: blob:",
        'font-src': "'self' data:",
        'connect-src': "'self'",
        'frame-src': "'self'",
        'form-action': "'self'",
        'frame-ancestors': "'self'",
      });
      expect(response.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'x-frame-options': 'SAMEORIGIN' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    await app.close();
  });

  it('answers the gateway with the API headers: a CSP that allows nothing and no framing, nosniff, no referrer; HSTS behind TLS', async () => {
    for (const behindTls of [false, true]) {
      const app = testApp(t.db, t.clock, { config: { siteDir, behindTls } });
      for (const response of [(await callHapi(app, '700014', {})).response, (await callHapi(app, '999999', {})).response]) {
        expect(directives(response.headers['content-security-policy'] as string)).toEqual({ 'default-src': "'none'", 'frame-ancestors': "'none'" });
        expect(response.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' });
        expect(response.headers['strict-transport-security']).toBe(behindTls ? 'max-age=31536000; includeSubDomains' : undefined);
      }
      await app.close();
    }
  });

  it('lets the configured partner and super-app origins frame the site, and pins HTTPS behind TLS', async () => {
    const frameAncestors = ["'self'", 'https://partner.example', 'https://super-app.example'];
    const app = testApp(t.db, t.clock, { config: { siteDir, frameAncestors, frameSources: ['https://ekyc.provider.example'], behindTls: true } });
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp).toMatchObject({ 'frame-ancestors': frameAncestors.join(' '), 'frame-src': "'self' https://ekyc.provider.example", 'upgrade-insecure-requests': '' });
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await app.close();
    expect(() => resolveConfig({ frameAncestors: ['*'] })).toThrow(/frameAncestors/);
    expect(() => resolveConfig({ frameAncestors: ['https://ok.example; script-src *'] })).toThrow(/frameAncestors/);
  });

  it('pins HTTPS with the same HSTS value on the site and the gateway behind TLS', async () => {
    const app = testApp(t.db, t.clock, { config: { siteDir, behindTls: true } });
    const site = (await app.inject({ method: 'GET', url: '/' })).headers['strict-transport-security'];
    const gateway = (await callHapi(app, '700014', {})).response.headers['strict-transport-security'];
    expect(site).toBe('max-age=31536000; includeSubDomains');
    expect(gateway).toBe(site);
    await app.close();
  });

  it('gives the eKYC simulator page its own CSP: its one script by nonce, framed where the site may be', async () => {
    const app = testApp(t.db, t.clock, { config: { frameAncestors: ["'self'", 'https://super-app.example'] } });
    const { token } = await playerWithSession(t.db, t.clock);
    await t.db.query('update players set verified_status = 1');
    const { ticketId } = (await callHapi<{ ticketId: string }>(app, '100145', {}, { token })).envelope.data!;
    const { redirectUrl } = (await callHapi<{ redirectUrl: string }>(app, '100146', { ticketId, returnUrl: '/account/kycIframe' }, { token })).envelope.data!;
    let page = await app.inject({ method: 'GET', url: redirectUrl });
    if (page.statusCode === 303) page = await app.inject({ method: 'GET', url: page.headers.location!, headers: { cookie: String(page.headers['set-cookie']).split(';')[0]! } });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy'] as string);
    const nonce = /<script nonce="([^"]+)">/.exec(page.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toEqual({
      'default-src': "'none'",
      'style-src': "'unsafe-inline'",
      'script-src': `'nonce-${nonce}'`,
      'form-action': "'self'",
      'frame-ancestors': "'self' https://super-app.example",
      'base-uri': "'none'",
    });
    expect(page.body.match(/<script/g)).toHaveLength(1);
    await app.close();
  });

  describe('timeouts', () => {
    let app: FastifyInstance;
    beforeEach(async () => {
      app = testApp(t.db, t.clock, { config: { idleTimeoutMs: 300, requestTimeoutMs: 1000 } });
      await app.listen({ host: '127.0.0.1', port: 0 });
    });
    afterEach(() => app.close());

    it('closes a connection that sends its headers and then idles, within the idle timeout', async () => {
      const { closedAfterMs } = await rawRequest(app, HEAD, () => () => {}, 3000);
      expect(closedAfterMs).not.toBeNull();
      expect(closedAfterMs!).toBeLessThan(900);
    });

    it('drops a body that trickles in slower than the request timeout allows, with 408', async () => {
      const { closedAfterMs, reply } = await rawRequest(
        app,
        HEAD,
        (write) => {
          const drip = setInterval(() => write(' '), 100);
          return () => clearInterval(drip);
        },
        4000,
      );
      expect(closedAfterMs).not.toBeNull();
      expect(closedAfterMs!).toBeLessThan(2500);
      expect(reply).toMatch(/^HTTP\/1\.1 408/);
    });
  });
});
