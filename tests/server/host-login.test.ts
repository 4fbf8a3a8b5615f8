/**
 * The super-app login (issue 22; SPEC §4 Host app, §5 account-binding dialog, §7 host-app OAuth):
 * 100232 exchanges the super-app's authorisation code for who the user is, and logs in a bound
 * user, or offers the lottery accounts that match (binding type 1 or 2), or registration; 100233
 * binds one of them with its password and logs in.
 */
import { describe, expect, it } from 'vitest';
import type { LoginReply } from '../../sdk/commands/accounts';
import { ErrorCode } from '../../sdk/errors/codes';
import { HOST_BINDING_TTL_MS, maskEmail, maskMobile } from '../../host-demo/server/domains/accounts/host-login';
import { HostOAuthSimulator, type HostIdentity } from '../../host-demo/server/providers/super-app/host-oauth';
import { PASSWORD, registerPlayer, registration, touristRegistration } from './helpers/accounts';
import { availableBackends } from './helpers/backends';
import { callHapi } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

const AISHA = registration();
const OLIVER = touristRegistration();
/** Super-app users by host token: Aisha's mobile and e-mail; Aisha's mobile with Oliver's e-mail; nobody's. */
const HOST_USERS: Record<string, HostIdentity> = {
  aisha: { hostUserId: 'host-aisha', countryCode: '971', mobile: AISHA.mobile, email: AISHA.email },
  both: { hostUserId: 'host-both', countryCode: '971', mobile: AISHA.mobile, email: OLIVER.email.toUpperCase() },
  nobody: { hostUserId: 'host-nobody', countryCode: '971', mobile: '509999999', email: 'nobody@example.com' },
  imposter: { hostUserId: 'host-imposter', countryCode: '971', mobile: AISHA.mobile },
};

type HostLoginAnswer =
  | { outcome: 'login'; login: LoginReply }
  | { outcome: 'bind'; bindingType: 1 | 2; ticket: string; accounts: { index: number; accountType: string; hint: string }[] }
  | { outcome: 'register' };

describe.each(availableBackends())('logging in from the super-app (100232, 100233) on $name', (backend) => {
  const oauth = new HostOAuthSimulator(HOST_USERS);
  const t = gatewayPerTest(backend, { providers: { hostOAuth: oauth } });

  /** What the super-app hands the mini-program: a code for the user of `hostToken`. */
  const codeOf = (hostToken: string) => oauth.consent(hostToken, 'nl-lottery', t.clock.now())!;
  const hostLogin = (code: string) => callHapi<HostLoginAnswer>(t.app, '100232', { code });
  const bind = (ticket: string, index: number, password = PASSWORD) => callHapi<LoginReply>(t.app, '100233', { ticket, index, password });
  const bindings = async () => (await t.db.query<{ host_user_id: string; user_name: string }>('select h.host_user_id, p.email as user_name from host_accounts h join players p on p.id = h.player_id order by 1')).rows;
  const count = async (table: string) => Number((await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n);

  it('offers the one matching account (type 1), binds it with its password, and logs in directly afterwards', async () => {
    await registerPlayer(t.app, AISHA);
    const first = (await hostLogin(codeOf('aisha'))).envelope;
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ outcome: 'bind', bindingType: 1, accounts: [{ index: 0, accountType: 'mobile', hint: '+971 50•••••67' }] });
    const { ticket } = first.data as Extract<HostLoginAnswer, { outcome: 'bind' }>;

    expect((await bind(ticket, 0, 'Wrong!pass1')).envelope.code).toBe(ErrorCode.incorrectCredentials);
    expect(await bindings()).toEqual([]);
    const bound = await bind(ticket, 0);
    expect(bound.envelope.code).toBe(0);
    expect(bound.envelope.data!.userName).toBeTruthy();
    expect((await callHapi(t.app, '100124', {}, { token: bound.envelope.data!.sessionToken })).envelope.code).toBe(0);
    expect(await bindings()).toEqual([{ host_user_id: 'host-aisha', user_name: AISHA.email }]);
    expect(await count('host_binding_tickets')).toBe(0);

    // The next time the super-app hands a code, it is a login.
    const again = (await hostLogin(codeOf('aisha'))).envelope;
    expect(again.data).toMatchObject({ outcome: 'login', login: { userName: bound.envelope.data!.userName } });
  });

  it('offers both accounts when the mobile matches one and the e-mail another (type 2), and binds the one chosen', async () => {
    await registerPlayer(t.app, AISHA);
    await registerPlayer(t.app, OLIVER);
    const answer = (await hostLogin(codeOf('both'))).envelope.data as Extract<HostLoginAnswer, { outcome: 'bind' }>;
    expect(answer).toMatchObject({
      outcome: 'bind',
      bindingType: 2,
      accounts: [
        { index: 0, accountType: 'mobile', hint: maskMobile('971', AISHA.mobile) },
        { index: 1, accountType: 'email', hint: 'o•••@example.com' },
      ],
    });
    expect((await bind(answer.ticket, 1)).envelope.code).toBe(0);
    expect(await bindings()).toEqual([{ host_user_id: 'host-both', user_name: OLIVER.email }]);
  });

  it('sends a super-app user no account matches to registration, and writes nothing', async () => {
    await registerPlayer(t.app, AISHA);
    expect((await hostLogin(codeOf('nobody'))).envelope.data).toEqual({ outcome: 'register' });
    expect(await count('host_binding_tickets')).toBe(0);
    expect(await count('host_accounts')).toBe(0);
  });

  it('takes a code once, refuses an unknown or over-long one, and a ticket after 10 minutes or for an account it did not offer', async () => {
    await registerPlayer(t.app, AISHA);
    const code = codeOf('aisha');
    const { ticket } = (await hostLogin(code)).envelope.data as Extract<HostLoginAnswer, { outcome: 'bind' }>;
    expect((await hostLogin(code)).envelope.code).toBe(ErrorCode.hostCodeInvalid);
    expect((await hostLogin('never-issued')).envelope.code).toBe(ErrorCode.hostCodeInvalid);
    expect((await hostLogin('x'.repeat(129))).envelope.code).toBe(ErrorCode.validationFailed);
    expect((await hostLogin('')).envelope.code).toBe(ErrorCode.validationFailed);
    expect((await bind(ticket, 1)).envelope.code).toBe(ErrorCode.hostBindingInvalid);
    expect((await bind(ticket, 2)).envelope.code).toBe(ErrorCode.validationFailed);
    expect((await bind('x'.repeat(129), 0)).envelope.code).toBe(ErrorCode.validationFailed);
    t.clock.advance(HOST_BINDING_TTL_MS + 1);
    expect((await bind(ticket, 0)).envelope.code).toBe(ErrorCode.hostBindingInvalid);
    expect(await bindings()).toEqual([]);
  });

  it('binds once however many bindings race with one ticket, and opens one session', async () => {
    await registerPlayer(t.app, AISHA);
    const { ticket } = (await hostLogin(codeOf('aisha'))).envelope.data as Extract<HostLoginAnswer, { outcome: 'bind' }>;
    const results = await Promise.all(Array.from({ length: 5 }, () => bind(ticket, 0)));
    expect(results.map((r) => r.envelope.code).sort()).toEqual([0, ...Array<number>(4).fill(ErrorCode.hostBindingInvalid)]);
    expect(await bindings()).toHaveLength(1);
    const open = await t.db.query<{ n: number }>('select count(*)::int as n from sessions where ended_at is null');
    expect(Number(open.rows[0]!.n)).toBe(1);
  });

  it('refuses an account already bound to another super-app user, and leaves the binding as it was', async () => {
    await registerPlayer(t.app, AISHA);
    const mine = (await hostLogin(codeOf('aisha'))).envelope.data as Extract<HostLoginAnswer, { outcome: 'bind' }>;
    expect((await bind(mine.ticket, 0)).envelope.code).toBe(0);
    const theirs = (await hostLogin(codeOf('imposter'))).envelope.data as Extract<HostLoginAnswer, { outcome: 'bind' }>;
    expect(theirs.outcome).toBe('bind');
    expect((await bind(theirs.ticket, 0)).envelope.code).toBe(ErrorCode.hostAccountTaken);
    expect(await bindings()).toEqual([{ host_user_id: 'host-aisha', user_name: AISHA.email }]);
  });

  it('masks what it shows: two digits at each end of a mobile, the first letter of an e-mail', () => {
    expect(maskMobile('971', '500000001')).toBe('+971 50•••••01');
    expect(maskEmail('demo.player@example.com')).toBe('d•••@example.com');
    expect(maskEmail('broken')).toBe('•••');
  });
});
