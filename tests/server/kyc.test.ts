import { InProcessEventBus } from '../../host-demo/server/events/event-bus';
import { describe, expect, it } from 'vitest';
import type { GatewayEvent } from '../../host-demo/server/events/event-bus';
import type { KycStatus } from '../../sdk/commands/kyc';
import { resolveConfig } from '../../host-demo/server/config';
import { requireVerified } from '../../host-demo/server/domains/kyc/require-verified';
import type { HandlerContext } from '../../host-demo/server/domains/handler';
import { ErrorCode } from '../../sdk/errors/codes';
import { GatewayError } from '../../host-demo/server/errors/gateway-error';
import { resolveProviders } from '../../host-demo/server/providers';
import { EkycSimulator } from '../../host-demo/server/providers/ekyc/simulator';
import { EKYC_TEST_IDENTITIES, type EkycTestIdentity } from '../../host-demo/server/providers/ekyc/test-identities';
import { availableBackends } from './helpers/backends';
import { JPEG_BASE64, PNG_BASE64, TEXT_BASE64, registerPlayer, touristRegistration } from './helpers/accounts';
import { callHapi, playerWithSession, tableSnapshot, testApp } from './helpers/gateway';
import { captureLogs } from './helpers/log-capture';
import { gatewayPerTest } from './helpers/per-test';

const DAY = 86_400_000;
type Result = { status: number; verifiedFailReason: number | null; subtitle: string };

describe.each(availableBackends())('identity verification (KYC) on $name', (backend) => {
  // Sessions that survive the days these tests skip.
  const t = gatewayPerTest(backend, { config: { userAliveDurationSecond: 90 * 86_400, sessionMaxAgeSeconds: 90 * 86_400 } });

  /** An unverified player (bare: id type 1) with a session. */
  async function unverified(userName = 'kyc.player') {
    const p = await playerWithSession(t.db, t.clock, userName);
    await t.db.query('update players set verified_status = 1 where id = $1', [p.playerId]);
    return p;
  }

  async function openAttempt(token: string, returnUrl = '/account/kycIframe', language: 'en-US' | 'ar-AE' = 'en-US') {
    const opened = await callHapi<{ ticketId: string; accessToken: string }>(t.app, '100145', {}, { token });
    expect(opened.envelope.code).toBe(0);
    const { ticketId, accessToken } = opened.envelope.data!;
    const redirect = await callHapi<{ redirectUrl: string }>(t.app, '100146', { ticketId, returnUrl, language }, { token });
    expect(redirect.envelope.code).toBe(0);
    const redirectUrl = redirect.envelope.data!.redirectUrl;
    const pageToken = new URL(redirectUrl, 'http://x').searchParams.get('token')!;
    return { ticketId, accessToken, redirectUrl, pageToken, cookie: await openLink(redirectUrl) };
  }

  /** Follows the page link as the browser does: its token is exchanged for the page's cookie (`name=value`). */
  async function openLink(redirectUrl: string, app = t.app): Promise<string> {
    const exchanged = await app.inject({ method: 'GET', url: redirectUrl });
    expect(exchanged.statusCode).toBe(303);
    return String(exchanged.headers['set-cookie']).split(';')[0]!;
  }

  /** The simulator page the link leads to, as the browser shows it after the redirect. */
  async function pageOf(redirectUrl: string, cookie: string) {
    const language = new URL(redirectUrl, 'http://x').searchParams.get('lang');
    const path = new URL(redirectUrl, 'http://x').pathname;
    return t.app.inject({ method: 'GET', url: `${path}${language ? `?lang=${language}` : ''}`, headers: { cookie } });
  }

  function submit(ticketId: string, body: Record<string, unknown>, cookie: string) {
    return t.app.inject({ method: 'POST', url: `/simulators/ekyc/${ticketId}`, payload: body, headers: { cookie } });
  }

  /** Runs one whole attempt with a test identity; answers the 100147 envelope. */
  async function verifyAs(token: string, identity: EkycTestIdentity) {
    const { ticketId, cookie } = await openAttempt(token);
    const posted = await submit(ticketId, { identity, front: PNG_BASE64, back: JPEG_BASE64 }, cookie);
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`/account/kycIframe?ticketId=${ticketId}`);
    return { ticketId, ...(await callHapi<Result>(t.app, '100147', { ticketId }, { token })) };
  }

  const status = async (token: string) => (await callHapi<KycStatus>(t.app, '100111', {}, { token })).envelope.data!;

  describe('each documented test identity', () => {
    const expected: Record<EkycTestIdentity, { code: number; data?: Partial<Result>; message?: string; player: Partial<KycStatus> }> = {
      success: { code: 0, data: { status: 3, verifiedFailReason: null, subtitle: 'Your identity has been verified.' }, player: { status: 3, eKycExpireWarnStatus: 0, nameMismatchWarnStatus: 0, forbidStatus: 0 } },
      'expiring-soon': { code: 0, data: { status: 3 }, player: { status: 3, eKycExpireWarnStatus: 1 } },
      'name-warning': {
        code: 0,
        data: { status: 3, verifiedFailReason: null, subtitle: expect.stringContaining('does not fully match the name on your account') },
        player: { status: 3, nameMismatchWarnStatus: 1, eKycExpireWarnStatus: 0 },
      },
      'under-review': { code: 0, data: { status: 2, verifiedFailReason: null }, player: { status: 2 } },
      'birth-date-mismatch': { code: 0, data: { status: 4, verifiedFailReason: 17 }, player: { status: 4, verifiedFailReason: 17 } },
      'expired-id': {
        code: ErrorCode.kycFailed,
        message: 'Your ID has expired. Please renew it and verify again.',
        player: { status: 4, verifiedFailReason: null, remark: 'Your ID has expired. Please renew it and verify again.' },
      },
      'name-mismatch': {
        code: 0,
        data: { status: 4, verifiedFailReason: 15, subtitle: 'The name on your ID does not match the name on your account.' },
        player: { status: 4, verifiedFailReason: 15, remark: 'The name on your ID does not match the name on your account.' },
      },
      'under-18': { code: 0, data: { status: 4, verifiedFailReason: 16, subtitle: 'You must be 18 or over to play.' }, player: { status: 4, verifiedFailReason: 16 } },
      'invalid-id': { code: ErrorCode.kycFailed, message: 'Your ID could not be verified. Please upload clear photos of a valid document.', player: { status: 4 } },
      'service-unavailable': { code: ErrorCode.kycServiceUnavailable, message: 'The verification service is unavailable, please try again later.', player: { status: 1, forbidStatus: 0 } },
      'attempts-exceeded': { code: ErrorCode.kycAttemptsExceeded, message: 'You have reached the maximum limit of request for today.', player: { status: 1, forbidStatus: 1 } },
    };

    it('documents every identity once', () => {
      expect(EKYC_TEST_IDENTITIES.map((i) => i.key).sort()).toEqual(Object.keys(expected).sort());
      for (const i of EKYC_TEST_IDENTITIES) expect(i.ar).toMatch(/[\u0600-\u06FF]/);
    });

    it.each(EKYC_TEST_IDENTITIES.map((i) => i.key))('%s', async (identity) => {
      const { token } = await unverified();
      const outcome = expected[identity];
      const { envelope, ticketId } = await verifyAs(token, identity);
      expect(envelope.code).toBe(outcome.code);
      if (outcome.data) expect(envelope.data).toMatchObject(outcome.data);
      if (outcome.message) expect(envelope.message).toBe(outcome.message);
      if (outcome.code === ErrorCode.kycFailed) expect(envelope.data).toEqual({ subtitle: outcome.message });
      expect(await status(token)).toMatchObject(outcome.player);
      // Reading again answers the same.
      expect((await callHapi<Result>(t.app, '100147', { ticketId }, { token })).envelope).toMatchObject({ code: outcome.code, ...(outcome.data ? { data: outcome.data } : {}) });
    });
  });

  it('pops the identity result up on the player\'s open page once, in both languages, as the inbox has it', async () => {
    const { token, playerId } = await unverified();
    const heard: GatewayEvent[] = [];
    const off = t.events.subscribe((e) => heard.push(e));
    const { ticketId } = await verifyAs(token, 'success');
    await callHapi(t.app, '100147', { ticketId }, { token });
    await callHapi(t.app, '100111', {}, { token });
    off();
    const popups = heard.filter((e) => 'changeType' in e && e.changeType === 'popup');
    expect(popups).toEqual([
      {
        kind: 'player',
        playerId,
        changeType: 'popup',
        body: { popupType: 'notification', notification: { kind: 'system', topic: 'kyc-verified', texts: { 'en-US': expect.objectContaining({ title: expect.any(String) }), 'ar-AE': expect.objectContaining({ title: expect.stringMatching(/[\u0600-\u06FF]/) }) } } },
      },
    ]);
  });

  it('100111 settles an attempt the player finished but never read with 100147', async () => {
    const { token } = await unverified();
    const { ticketId, cookie } = await openAttempt(token);
    expect((await submit(ticketId, { identity: 'success', front: PNG_BASE64, back: PNG_BASE64 }, cookie)).statusCode).toBe(303);
    expect(await status(token)).toMatchObject({ status: 3, expireDate: t.clock.now() + 730 * DAY });
    expect((await callHapi<Result>(t.app, '100147', { ticketId }, { token })).envelope.data).toMatchObject({ status: 3 });
  });

  it('never writes a KYC access token or page token to the log', async () => {
    const logs = captureLogs();
    const app = testApp(t.db, t.clock, { logger: logs.logger, config: { userAliveDurationSecond: 90 * 86_400, sessionMaxAgeSeconds: 90 * 86_400 } });
    const { token } = await unverified();
    const opened = (await callHapi<{ ticketId: string; accessToken: string }>(app, '100145', {}, { token })).envelope.data!;
    const { redirectUrl } = (await callHapi<{ redirectUrl: string }>(app, '100146', { ticketId: opened.ticketId, returnUrl: '/account/kycIframe' }, { token })).envelope.data!;
    const pageToken = new URL(redirectUrl, 'http://x').searchParams.get('token')!;
    const cookie = await openLink(redirectUrl, app);
    await app.inject({ method: 'POST', url: `/simulators/ekyc/${opened.ticketId}`, payload: { identity: 'success', front: PNG_BASE64, back: PNG_BASE64 }, headers: { cookie } });
    await callHapi(app, '100147', { ticketId: opened.ticketId }, { token });
    await app.close();
    const everything = logs.raw.join('\n');
    expect(logs.lines.length).toBeGreaterThan(0);
    const pageSecret = cookie.split('=')[1]!;
    for (const secret of [token, opened.accessToken, pageToken, pageSecret]) expect(everything).not.toContain(secret);
    const stored = JSON.stringify((await t.db.query('select * from ekyc_simulator_sessions')).rows);
    for (const secret of [opened.accessToken, pageToken, pageSecret]) expect(stored).not.toContain(secret);
  });

  it('records the document expiry: warning within 30 days, status 7 once expired, which the KYC gate refuses', async () => {
    const { token } = await unverified();
    await verifyAs(token, 'expiring-soon');
    const warned = await status(token);
    expect(warned).toMatchObject({ status: 3, eKycExpireWarnStatus: 1, expireDate: t.clock.now() + 20 * DAY });
    t.clock.advance(20 * DAY);
    expect(await status(token)).toMatchObject({ status: 7, eKycExpireWarnStatus: 0, expireDate: warned.expireDate });
    // An expired player may verify again.
    expect((await callHapi(t.app, '100145', {}, { token })).envelope.code).toBe(0);
  });

  it('answers status 6 (verifying) until the provider page is submitted, and 404000002 for a ticket of someone else', async () => {
    const { token } = await unverified();
    const { ticketId } = await openAttempt(token);
    expect((await callHapi<Result>(t.app, '100147', { ticketId }, { token })).envelope).toMatchObject({ code: 0, data: { status: 6, verifiedFailReason: null } });
    const other = await unverified('someone.else');
    expect((await callHapi(t.app, '100147', { ticketId }, { token: other.token })).envelope.code).toBe(ErrorCode.kycAttemptNotFound);
    expect((await callHapi(t.app, '100146', { ticketId, returnUrl: '/x' }, { token: other.token })).envelope.code).toBe(ErrorCode.kycAttemptNotFound);
  });

  it('allows 3 attempts per Dubai day: the 4th is refused with 403000725 and forbidStatus 1, until Dubai midnight', async () => {
    const { token } = await unverified();
    for (let i = 0; i < 3; i++) expect((await callHapi(t.app, '100145', {}, { token })).envelope.code).toBe(0);
    const before = await tableSnapshot(t.db);
    expect((await callHapi(t.app, '100145', {}, { token })).envelope).toMatchObject({
      code: ErrorCode.kycAttemptsExceeded,
      message: 'You have reached the maximum limit of request for today.',
    });
    expect(await tableSnapshot(t.db)).toEqual(before);
    expect(await status(token)).toMatchObject({ forbidStatus: 1 });
    // The test clock is 09:26:53 in Dubai; midnight there is 14:33:07 later.
    t.clock.advance(14 * 3600_000 + 33 * 60_000 + 6_000);
    expect((await callHapi(t.app, '100145', {}, { token })).envelope.code).toBe(ErrorCode.kycAttemptsExceeded);
    t.clock.advance(1_000);
    expect(await status(token)).toMatchObject({ forbidStatus: 0 });
    expect((await callHapi(t.app, '100145', {}, { token })).envelope.code).toBe(0);
  });

  it('does not count an attempt the provider could not serve', async () => {
    const { token } = await unverified();
    await verifyAs(token, 'service-unavailable');
    await verifyAs(token, 'service-unavailable');
    for (let i = 0; i < 3; i++) expect((await callHapi(t.app, '100145', {}, { token })).envelope.code, `attempt ${i + 1}`).toBe(0);
  });

  it('answers 403000724 when the provider is down at the start, counting nothing', async () => {
    const down = testApp(t.db, t.clock, { providers: { ekyc: new EkycSimulator({ db: t.db, clock: t.clock, outage: true }) } });
    const { token } = await unverified();
    for (let i = 0; i < 4; i++) {
      expect((await callHapi(down, '100145', {}, { token })).envelope).toMatchObject({ code: ErrorCode.kycServiceUnavailable });
    }
    expect(await status(token)).toMatchObject({ forbidStatus: 0 });
    await down.close();
  });

  it('refuses a verified player with a clear message (403000802)', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    const { envelope } = await callHapi(t.app, '100145', {}, { token });
    expect(envelope).toMatchObject({ code: ErrorCode.kycAlreadyVerified, message: 'Your identity is already verified.' });
    expect((await callHapi(t.app, '100145', {}, { token, clientInfo: { platform: 3, product: 61, language: 'ar-AE' } })).envelope.message).toBe('تم التحقق من هويتك مسبقاً.');
  });

  describe('the eKYC simulator page', () => {
    it('is a real page titled "eKYC provider simulator" with the identities and the Emirates ID front and back', async () => {
      const { token } = await unverified();
      const { redirectUrl, ticketId, cookie } = await openAttempt(token, '/account/kycIframe?from=register');
      expect(redirectUrl).toMatch(new RegExp(`^/simulators/ekyc/${ticketId}\\?token=[\\w-]+&returnUrl=%2Faccount%2FkycIframe%3Ffrom%3Dregister&lang=en-US$`));
      const page = await pageOf(redirectUrl, cookie);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<title>eKYC provider simulator</title>');
      expect(page.body).toContain('<html lang="en" dir="ltr">');
      for (const identity of EKYC_TEST_IDENTITIES) expect(page.body).toContain(`<option value="${identity.key}"`);
      expect(page.body).toContain('id="front"');
      expect(page.body).toContain('id="back"');
      expect(page.body).not.toContain('id="passport"');
    });

    it('is in Arabic, right to left, and asks a tourist for the passport first page', async () => {
      const tourist = await registerPlayer(t.app, touristRegistration());
      const { redirectUrl, cookie } = await openAttempt(tourist.sessionToken, '/account/kycIframe', 'ar-AE');
      const page = await pageOf(redirectUrl, cookie);
      expect(page.body).toContain('<html lang="ar" dir="rtl">');
      expect(page.body).toContain('محاكي مزوّد التحقق من الهوية (eKYC)');
      expect(page.body).toContain('id="passport"');
      expect(page.body).not.toContain('id="front"');
    });

    /** 100145 and 100146 without following the link. */
    async function linkFor(token: string) {
      const { ticketId, accessToken } = (await callHapi<{ ticketId: string; accessToken: string }>(t.app, '100145', {}, { token })).envelope.data!;
      const { redirectUrl } = (await callHapi<{ redirectUrl: string }>(t.app, '100146', { ticketId, returnUrl: '/account/kycIframe' }, { token })).envelope.data!;
      return { ticketId, accessToken, redirectUrl, pageToken: new URL(redirectUrl, 'http://x').searchParams.get('token')! };
    }

    it("spends the link's one-time token at once for the page's cookie and sends the browser on to a URL without it", async () => {
      const { token } = await unverified();
      const { ticketId, accessToken, redirectUrl, pageToken } = await linkFor(token);
      const exchanged = await t.app.inject({ method: 'GET', url: redirectUrl });
      expect(exchanged.statusCode).toBe(303);
      expect(exchanged.headers.location).toBe(`/simulators/ekyc/${ticketId}?lang=en-US`);
      const setCookie = String(exchanged.headers['set-cookie']);
      expect(setCookie).toMatch(new RegExp(`^nl_ekyc_page=[\\w-]{20,}; Path=/simulators/ekyc/${ticketId}; Max-Age=1800; HttpOnly; SameSite=Lax$`));
      const cookie = setCookie.split(';')[0]!;

      // The token in the URL opens nothing any more, neither as a link nor posted.
      expect((await t.app.inject({ method: 'GET', url: redirectUrl })).statusCode).toBe(403);
      expect((await submit(ticketId, { token: pageToken, identity: 'success', front: PNG_BASE64, back: PNG_BASE64 }, '')).statusCode).toBe(403);
      // The same browser going back to the spent link is sent to its page.
      expect((await t.app.inject({ method: 'GET', url: redirectUrl, headers: { cookie } })).headers.location).toBe(`/simulators/ekyc/${ticketId}?lang=en-US`);
      const page = await t.app.inject({ method: 'GET', url: exchanged.headers.location!, headers: { cookie } });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain(pageToken);
      expect((await t.app.inject({ method: 'GET', url: exchanged.headers.location! })).statusCode).toBe(403);
      // The provider API's access token still submits (as a provider's back office would).
      expect((await submit(ticketId, { token: accessToken, identity: 'success', front: PNG_BASE64, back: PNG_BASE64 }, '')).statusCode).toBe(303);
    });

    it('marks the cookie Secure behind TLS', async () => {
      const app = testApp(t.db, t.clock, { config: { behindTls: true } });
      const { token } = await unverified();
      const { redirectUrl } = await linkFor(token);
      expect(String((await app.inject({ method: 'GET', url: redirectUrl })).headers['set-cookie'])).toMatch(/; Secure$/);
      await app.close();
    });

    it('refuses a wrong token, a link older than 2 minutes, and a page past its 30 minutes', async () => {
      const { token } = await unverified();
      const stale = await linkFor(token);
      expect((await t.app.inject({ method: 'GET', url: `/simulators/ekyc/${stale.ticketId}?token=wrong` })).statusCode).toBe(403);
      t.clock.advance(2 * 60_000);
      const expired = await t.app.inject({ method: 'GET', url: stale.redirectUrl });
      expect(expired.statusCode).toBe(403);
      expect(expired.body).toContain('This verification link is not valid or has expired.');

      const fresh = await linkFor(token);
      const cookie = await openLink(fresh.redirectUrl);
      t.clock.advance(30 * 60_000);
      expect((await pageOf(fresh.redirectUrl, cookie)).statusCode).toBe(403);
    });

    it('refuses a file that is not an image even with a PNG name, and one above 5 MiB, storing no verdict', async () => {
      const { token } = await unverified();
      const { ticketId, cookie } = await openAttempt(token);
      const notImage = await submit(ticketId, { identity: 'success', front: TEXT_BASE64, back: PNG_BASE64, frontName: 'front.png' }, cookie);
      expect(notImage.statusCode).toBe(400);
      expect(notImage.body).toContain('Emirates ID — front: the file is not a JPEG or PNG image.');
      const big = Buffer.alloc(5 * 1024 * 1024 + 1);
      Buffer.from(PNG_BASE64, 'base64').copy(big);
      const tooLarge = await submit(ticketId, { identity: 'success', front: PNG_BASE64, back: big.toString('base64') }, cookie);
      expect(tooLarge.statusCode).toBe(400);
      expect(tooLarge.body).toContain('Emirates ID — back: the file is larger than 5 MB.');
      const missing = await submit(ticketId, { identity: 'success', front: PNG_BASE64 }, cookie);
      expect(missing.body).toContain('Please add: Emirates ID — back.');
      expect((await callHapi<Result>(t.app, '100147', { ticketId }, { token })).envelope.data).toMatchObject({ status: 6 });
    });

    it("accepts the page's own urlencoded form and sends the player back to the site path only", async () => {
      const { token } = await unverified();
      const { ticketId, cookie } = await openAttempt(token, 'https://elsewhere.example//evil.example/kyc?step=2#top');
      const form = new URLSearchParams({ identity: 'name-mismatch', front: PNG_BASE64, back: PNG_BASE64, lang: 'en-US' });
      const posted = await t.app.inject({
        method: 'POST',
        url: `/simulators/ekyc/${ticketId}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        payload: form.toString(),
      });
      expect(posted.statusCode).toBe(303);
      expect(posted.headers.location).toBe(`/evil.example/kyc?step=2&ticketId=${ticketId}#top`);
      // Once submitted, the page says so.
      expect((await submit(ticketId, { identity: 'success', front: PNG_BASE64, back: PNG_BASE64 }, cookie)).statusCode).toBe(409);
      expect((await callHapi<Result>(t.app, '100147', { ticketId }, { token })).envelope.data).toMatchObject({ status: 4, verifiedFailReason: 15 });
    });

    it('refuses a return URL that is not a URL or path (400000012 validation.returnUrl)', async () => {
      const { token } = await unverified();
      const { ticketId } = (await callHapi<{ ticketId: string }>(t.app, '100145', {}, { token })).envelope.data!;
      const { envelope } = await callHapi(t.app, '100146', { ticketId, returnUrl: 'javascript:alert(1)' }, { token });
      expect(envelope).toMatchObject({ code: ErrorCode.validationFailed, data: { issues: [{ path: ['data', 'returnUrl'], message: 'validation.returnUrl' }] } });
    });
  });

  describe('requireVerified (the gate of deposit, withdrawal and purchase)', () => {
    const ctxFor = (session: { playerId: number; sessionId: number } | null): HandlerContext => ({
      db: t.db,
      clock: t.clock,
      config: resolveConfig(),
      log: { info() {}, error() {} } as unknown as HandlerContext['log'],
      requestId: 'test',
      clientInfo: undefined,
      language: 'en-US',
      session,
      providers: resolveProviders(t.db, t.clock),
      events: new InProcessEventBus(),
    });

    it('lets a verified player through and answers the player id', async () => {
      const { playerId, sessionId } = await playerWithSession(t.db, t.clock);
      await expect(requireVerified(ctxFor({ playerId, sessionId }))).resolves.toBe(playerId);
    });

    it.each([1, 2, 4, 6])('refuses status %i with 403000801 "Please verify your identity first."', async (verified) => {
      const { playerId, sessionId } = await unverified();
      await t.db.query('update players set verified_status = $2 where id = $1', [playerId, verified]);
      const refused = requireVerified(ctxFor({ playerId, sessionId }));
      await expect(refused).rejects.toBeInstanceOf(GatewayError);
      await expect(refused).rejects.toMatchObject({ code: ErrorCode.kycRequired, message: 'Please verify your identity first.' });
    });

    it('refuses a verified player whose document has expired (status 7), and a request without a session', async () => {
      const { playerId, sessionId } = await playerWithSession(t.db, t.clock);
      await t.db.query('update players set kyc_document_expires_at = $2 where id = $1', [playerId, new Date(t.clock.now())]);
      await expect(requireVerified(ctxFor({ playerId, sessionId }))).rejects.toMatchObject({ code: ErrorCode.kycRequired });
      await expect(requireVerified(ctxFor(null))).rejects.toMatchObject({ code: ErrorCode.sessionMissing });
    });
  });
});
