import { describe, expect, it } from 'vitest';
import type { LoginReply } from '../../sdk/commands/accounts';
import { availableBackends } from './helpers/backends';
import { JPEG_BASE64, PASSWORD, PNG_BASE64, codeFor, passwordLogin, registerPlayer, registration, ticketFor, touristRegistration } from './helpers/accounts';
import { countingDb } from './helpers/counting-db';
import { planWithoutSeqScan } from './helpers/query-plan';
import { callHapi, testApp } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

const EMAIL = { channel: 'email' as const, email: 'aisha.khan@example.com' };

describe.each(availableBackends())('indexes of accounts, KYC, profile and compliance on $name', (backend) => {
  const t = gatewayPerTest(backend, { config: { userAliveDurationSecond: 90 * 86_400, sessionMaxAgeSeconds: 90 * 86_400 } });

  it('every statement of these commands, in transactions too, can be answered from an index', async () => {
    const counted = countingDb(t.db);
    const app = testApp(counted, t.clock, { config: { userAliveDurationSecond: 90 * 86_400, sessionMaxAgeSeconds: 90 * 86_400 } });
    const ok = async (code: string, data: unknown, token?: string) => {
      const { envelope } = await callHapi<Record<string, unknown>>(app, code, data, { token });
      expect(envelope.code, `${code} ${envelope.message}`).toBe(0);
      return envelope.data!;
    };

    await registerPlayer(app, registration());
    const tourist = await registerPlayer(app, touristRegistration());
    t.clock.advance(61_000);
    await passwordLogin(app, EMAIL, 'Wr0ng!password');
    const token = (await passwordLogin(app, EMAIL, PASSWORD)).envelope.data!.sessionToken;
    const code = await codeFor(app, EMAIL, 'login');
    await callHapi<LoginReply>(app, '100202', { ...EMAIL, code });
    t.clock.advance(61_000);
    const resetTicket = await ticketFor(app, EMAIL, 'reset-password');
    await ok('100203', { ...EMAIL, verificationTicket: resetTicket, newPassword: 'N3w&better-pass' });
    const session = (await passwordLogin(app, EMAIL, 'N3w&better-pass')).envelope.data!.sessionToken;
    expect(token).not.toBe(session);

    const { ticketId } = (await ok('100145', {}, session)) as { ticketId: string };
    const { redirectUrl } = (await ok('100146', { ticketId, returnUrl: '/account/kycIframe' }, session)) as { redirectUrl: string };
    const pageToken = new URL(redirectUrl, 'http://x').searchParams.get('token')!;
    await app.inject({ method: 'GET', url: redirectUrl });
    await app.inject({ method: 'POST', url: `/simulators/ekyc/${ticketId}`, payload: { token: pageToken, identity: 'success', front: PNG_BASE64, back: JPEG_BASE64 } });
    await ok('100147', { ticketId }, session);
    await ok('100111', {}, session);
    await ok('100107', {}, session);
    await ok('100113', { currentPassword: 'N3w&better-pass', newPassword: 'An0ther!pass', confirmPassword: 'An0ther!pass' }, session);
    await ok('100117', { country: 'AE', street: 'Villa 22, Al Bateen Street', emirate: 'Abu Dhabi', city: 'Abu Dhabi', postcode: '' }, session);
    await ok('100137', {}, session);
    await ok('100177', { drawResults: true, winnings: true, promotions: true, bySms: false, byEmail: true }, session);
    const { documentId } = (await ok('100136', { purpose: 'account-deletion', fileName: 'a.png', contentType: 'image/png', dataBase64: PNG_BASE64 }, session)) as { documentId: string };
    await ok('100134', { documentIds: [documentId], remark: 'Leaving', balanceClearedConfirmed: true }, session);
    await ok('100134', { documentIds: [documentId], remark: 'Leaving', balanceClearedConfirmed: true }, session);
    await ok('001016', {});
    await ok('200029', { versionType: 1 }, session);
    await ok('200022', { category: 12 });
    await ok('200030', { versionId: 1 }, session);
    await ok('100160', { lawStatementType: 1 }, session);
    await ok('100161', { lawStatementType: 1, memo: 'salary', ownFunds: true, notProceedsOfCrime: true }, session);
    await ok('100002', {}, tourist.sessionToken);
    await app.inject({ method: 'GET', url: '/dev/outbox?to=aisha.khan%40example.com' });
    await app.close();

    const statements = counted.statements.filter((s) => /^\s*(select|update|insert|delete|with)\b/i.test(s.sql));
    expect(statements.length).toBeGreaterThan(60);
    for (const { sql, params } of statements) {
      const plan = await planWithoutSeqScan(t.db, { sql, params });
      expect(plan, sql).not.toMatch(/Seq Scan/);
    }
  });
});
