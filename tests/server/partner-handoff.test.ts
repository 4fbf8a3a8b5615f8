import { describe, expect, it } from 'vitest';
import type { LoginReply } from '../../sdk/commands/accounts';
import { ErrorCode } from '../../sdk/errors/codes';
import { HANDOFF_TTL_MS } from '../../host-demo/server/domains/accounts/partner-handoff';
import { availableBackends } from './helpers/backends';
import { callHapi, playerWithSession } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

const PARTNER = 'https://partner.example';
const OTHER = 'https://not-a-partner.example';

describe.each(availableBackends())('login handed off to a partner page (100230, 100231) on $name', (backend) => {
  const t = gatewayPerTest(backend, { config: { partnerOrigins: [PARTNER] } });

  /** A logged-in player on the product's site asks to go back to `returnUrl`. */
  const handoff = async (token: string, returnUrl: string) => callHapi<{ url: string }>(t.app, '100230', { returnUrl }, { token });
  /** The partner page's SDK exchanges the code (its browser sends the page's origin). */
  const exchange = async (code: string, origin = PARTNER) => callHapi<LoginReply>(t.app, '100231', { code }, { headers: { origin } });
  const codeOf = (url: string) => new URL(url).hash.replace('#nl-handoff=', '');
  const rows = async () => Number((await t.db.query<{ n: number }>('select count(*)::int as n from partner_handoffs')).rows[0]!.n);

  it('sends the player back to the partner page with a one-time code that opens a session there', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    const issued = await handoff(token, `${PARTNER}/play/pick3?ref=home#old-fragment`);
    expect(issued.envelope.code).toBe(0);
    const url = new URL(issued.envelope.data!.url);
    expect(url.origin + url.pathname + url.search).toBe(`${PARTNER}/play/pick3?ref=home`);
    expect(codeOf(url.href)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const session = await exchange(codeOf(url.href));
    expect(session.envelope.code).toBe(0);
    expect(session.envelope.data!.userName).toBe('test.player');
    const partnerToken = session.envelope.data!.sessionToken;
    expect(partnerToken).not.toBe(token);
    expect((await callHapi(t.app, '100124', {}, { token: partnerToken })).envelope.code).toBe(0);
    // One player, one session, as with any login: the site's session was replaced.
    expect((await callHapi(t.app, '100124', {}, { token })).envelope.code).toBe(ErrorCode.loggedInElsewhere);
  });

  it('refuses a page outside the allow-list and writes nothing', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    for (const returnUrl of [`${OTHER}/`, `${PARTNER}.evil.example/`, `https://user@partner.example/`, 'javascript:alert(1)', '/lottery/pick3', `http://partner.example/`]) {
      expect((await handoff(token, returnUrl)).envelope.code, returnUrl).toBe(ErrorCode.partnerReturnRefused);
    }
    expect(await rows()).toBe(0);
  });

  it('asks a guest for a session, and bounds the return URL', async () => {
    expect((await callHapi(t.app, '100230', { returnUrl: `${PARTNER}/` })).envelope.code).toBe(ErrorCode.sessionMissing);
    const { token } = await playerWithSession(t.db, t.clock);
    expect((await handoff(token, `${PARTNER}/${'a'.repeat(2048)}`)).envelope.code).toBe(ErrorCode.validationFailed);
    expect((await exchange('short')).envelope.code).toBe(ErrorCode.validationFailed);
    expect(await rows()).toBe(0);
  });

  it('opens one session for one code, however many exchanges race with it', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    const code = codeOf((await handoff(token, `${PARTNER}/`)).envelope.data!.url);
    const results = await Promise.all(Array.from({ length: 6 }, () => exchange(code)));
    const codes = results.map((r) => r.envelope.code).sort();
    expect(codes).toEqual([0, ...Array<number>(5).fill(ErrorCode.handoffCodeInvalid)]);
    const open = await t.db.query<{ n: number }>('select count(*)::int as n from sessions s join players p on p.id = s.player_id where p.user_name = $1 and s.ended_at is null', ['test.player']);
    expect(Number(open.rows[0]!.n)).toBe(1);
  });

  it('refuses the code from another origin, without a browser origin, or after a minute', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    const code = codeOf((await handoff(token, `${PARTNER}/`)).envelope.data!.url);
    expect((await exchange(code, OTHER)).envelope.code).toBe(ErrorCode.handoffCodeInvalid);
    expect((await callHapi(t.app, '100231', { code })).envelope.code).toBe(ErrorCode.handoffCodeInvalid);
    t.clock.advance(HANDOFF_TTL_MS + 1);
    expect((await exchange(code)).envelope.code).toBe(ErrorCode.handoffCodeInvalid);
  });

  it('keeps only the newest code of a player', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    const first = codeOf((await handoff(token, `${PARTNER}/`)).envelope.data!.url);
    const second = codeOf((await handoff(token, `${PARTNER}/`)).envelope.data!.url);
    expect(await rows()).toBe(1);
    expect((await exchange(first)).envelope.code).toBe(ErrorCode.handoffCodeInvalid);
    expect((await exchange(second)).envelope.code).toBe(0);
  });
});
