import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../host-demo/server/app';
import type { EkycProvider, GeoVerifier, HostOAuthProvider, MessageSender, PaymentProvider, PayoutProvider } from '../../host-demo/server/providers';
import { availableBackends } from './helpers/backends';
import { manualClock } from './helpers/clock';
import { captureLogs } from './helpers/log-capture';
import { gatewayPerTest } from './helpers/per-test';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** Stand-ins for real providers: what matters here is only that they are not the simulators. */
const realMessaging: MessageSender = { send: async () => {} };
const realEkyc: EkycProvider = {
  openSession: async () => ({ accessToken: 'provider-token' }),
  pageUrl: async () => 'https://ekyc.provider.example/page',
  verdict: async () => null,
};
const realPayments: PaymentProvider = {
  tokenise: async () => ({ token: 'tok_real', brand: 'visa', last4: '1111', expiry: '12/30', holderName: 'A' }),
  charge: async () => ({ status: 'pending', paymentId: 'real-payment' }),
};
const realPayouts: PayoutProvider = { pay: async () => ({ outcome: 'paid', bankReference: 'BANK-1' }) };
const realGeo: GeoVerifier = {
  tokenUrl: 'https://geo.provider.example/token',
  locate: async () => ({ token: 'provider-jwt', verdict: 'inside', expiresAt: 0 }),
  check: () => ({ ok: false, problem: 'bad-signature' }),
};

const realHostOAuth: HostOAuthProvider = { exchange: async () => null };

describe.each(availableBackends())('production start on $name', (backend) => {
  const t = gatewayPerTest(backend);

  it('refuses to build the server in production while a third party is simulated', () => {
    expect(() => buildApp({ db: t.db, config: { production: true } })).toThrow(
      /refusing to start in production with simulated third parties: messaging \(SMS and e-mail outbox simulator\), ekyc \(eKYC simulator\), payments \(card acquirer simulator\), payouts \(bank payout simulator\), geo \(geolocation verifier simulator\), hostOAuth \(super-app OAuth simulator\)\. .*ALLOW_SIMULATORS=1/,
    );
    expect(() => buildApp({ db: t.db, config: { production: true }, providers: { messaging: realMessaging, payments: realPayments, payouts: realPayouts, geo: realGeo, hostOAuth: realHostOAuth } })).toThrow(/: ekyc \(eKYC simulator\)\./);
    expect(() => buildApp({ db: t.db, config: { production: true }, providers: { messaging: realMessaging, ekyc: realEkyc } })).toThrow(/: payments \(card acquirer simulator\), payouts \(bank payout simulator\), geo \(geolocation verifier simulator\), hostOAuth \(super-app OAuth simulator\)\./);
  });

  it('runs the simulators in production with ALLOW_SIMULATORS, saying so in a warn line', async () => {
    const logs = captureLogs();
    const app = buildApp({ db: t.db, clock: manualClock(), logger: logs.logger, config: { production: true, allowSimulators: true, devTools: false } });
    await app.ready();
    expect(logs.lines.filter((l) => l.level === 40)).toEqual([
      expect.objectContaining({ msg: expect.stringContaining('ALLOW_SIMULATORS=1: running in production with simulated third parties'), simulators: ['messaging (SMS and e-mail outbox simulator)', 'ekyc (eKYC simulator)', 'payments (card acquirer simulator)', 'payouts (bank payout simulator)', 'geo (geolocation verifier simulator)', 'hostOAuth (super-app OAuth simulator)'] }),
    ]);
    await app.close();
  });

  it('starts in production with real providers, without the simulator page', async () => {
    const logs = captureLogs();
    const app = buildApp({ db: t.db, logger: logs.logger, config: { production: true, devTools: false, siteDir: '/nonexistent' }, providers: { messaging: realMessaging, ekyc: realEkyc, payments: realPayments, payouts: realPayouts, geo: realGeo, hostOAuth: realHostOAuth } });
    const page = await app.inject({ method: 'GET', url: '/simulators/ekyc/some-ticket?token=x' });
    expect(page.body).not.toContain('eKYC provider simulator');
    const challenge = await app.inject({ method: 'GET', url: '/simulators/acquirer/3ds/pay_x' });
    expect(challenge.body).not.toContain('3-D Secure check');
    expect((await app.inject({ method: 'POST', url: '/simulators/geo-verifier/token', payload: { latitude: 25, longitude: 55 } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/simulators/super-app/oauth/token', payload: { code: 'x' } })).statusCode).toBe(404);
    expect(logs.lines.filter((l) => Number(l.level) >= 40)).toEqual([]);
    await app.close();
  });
});

describe('the server process (host-demo/server/main.ts) with NODE_ENV=production', () => {
  /** Starts main.ts on a fresh PGlite folder; resolves with its output once it exits or prints its start line. */
  function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
    const dataDir = mkdtempSync(join(tmpdir(), 'nl-production-'));
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'host-demo/server/main.ts'], {
        cwd: REPO,
        // The suites' cheap password hashing (PASSWORD_HASH_COST=10) is refused in production.
        env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', PASSWORD_HASH_COST: '15', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const done = (code: number | null) => {
        clearTimeout(bound);
        rmSync(dataDir, { recursive: true, force: true });
        resolve({ code, output });
      };
      const bound = setTimeout(() => child.kill('SIGKILL'), 90_000);
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        // Started: stop it (this test's own child, by its handle).
        if (output.includes('Lottery product running at')) child.kill('SIGTERM');
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.on('exit', (code) => done(code));
    });
  }

  it('refuses to start with the simulators, and says how to allow them', async () => {
    const { code, output } = await start({});
    expect(code).toBe(1);
    expect(output).toContain('refusing to start in production with simulated third parties');
    expect(output).toContain('ALLOW_SIMULATORS=1');
    expect(output).not.toContain('Lottery product running at');
  }, 120_000);

  it('refuses a password hash cost below 15, which only the test suites may use', async () => {
    const { code, output } = await start({ ALLOW_SIMULATORS: '1', PASSWORD_HASH_COST: '14' });
    expect(code).toBe(1);
    expect(output).toContain('PASSWORD_HASH_COST must be at least 15 in production');
    expect(output).not.toContain('Lottery product running at');
  }, 120_000);

  it('starts with ALLOW_SIMULATORS=1 and announces it in the log', async () => {
    const { output } = await start({ ALLOW_SIMULATORS: '1' });
    expect(output).toContain('Lottery product running at');
    const warn = output.split('\n').find((line) => line.includes('ALLOW_SIMULATORS=1: running in production'));
    expect(JSON.parse(warn!)).toMatchObject({ level: 40 });
  }, 120_000);
});
