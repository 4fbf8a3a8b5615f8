import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../sdk/errors/codes';
import type { LegacyAccount } from '../../sdk/commands/accounts';
import { runLegacyImport, USAGE } from '../../host-demo/server/dev/legacy-account';
import { reconcileBalances } from '../../host-demo/server/domains/wallet/reconcile';
import { availableBackends } from './helpers/backends';
import { callHapi, playerWithSession } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

const MINUTE = 60_000;

describe.each(availableBackends())('account migration (001006, 600701) on $name', (backend) => {
  const t = gatewayPerTest(backend);

  /** A player with a verified e-mail (and optionally a verified mobile) and a session. */
  async function player(userName: string, email: string, mobile?: string) {
    const p = await playerWithSession(t.db, t.clock, userName);
    await t.db.query('update players set email = $2, email_verified = true, country_code = $3, mobile = $4, mobile_verified = $5 where id = $1', [
      p.playerId,
      email,
      mobile ? '971' : null,
      mobile ?? null,
      mobile !== undefined,
    ]);
    return p;
  }
  async function legacy(ref: string, who: string, balance: number) {
    const outcome = await runLegacyImport(['--ref', ref, who.includes('@') ? '--email' : '--mobile', who, '--balance', String(balance), '--last-active', '2025-06-30'], t.db);
    expect(outcome.exitCode, outcome.line).toBe(0);
  }
  const list = async (token: string) => (await callHapi<{ items: LegacyAccount[] }>(t.app, '001006', {}, { token })).envelope.data!.items;
  const migrate = (token: string, legacyRef: string) => callHapi<{ creditedAmount: number; migratedAt: number }>(t.app, '600701', { legacyRef }, { token });
  const withdrawable = async (token: string) => (await callHapi<{ withdrawableAmount: number }>(t.app, '100124', {}, { token })).envelope.data!.withdrawableAmount;
  const migrations = async () => Number((await t.db.query<{ n: number }>(`select count(*)::int as n from ledger_movements where idempotency_key like 'account-migration:%'`)).rows[0]!.n);

  it('lists nothing for a player without an account on the previous platform', async () => {
    const { token } = await player('new.player', 'new.player@example.com');
    await legacy('EL-2019-000001', 'someone.else@example.com', 5_000);
    expect(await list(token)).toEqual([]);
  });

  it('lists the accounts registered to the verified e-mail or mobile, and migrating one credits its balance to the withdrawable balance once', async () => {
    const { token } = await player('old.player', 'Old.Player@Example.com', '501234567');
    await legacy('EL-2019-004512', 'old.player@example.com', 12_550);
    await legacy('EL-2021-000300', '971:501234567', 0);
    expect(await list(token)).toEqual([
      { legacyRef: 'EL-2019-004512', balance: 12_550, lastActiveAt: Date.parse('2025-06-30'), state: 'available', migratedAt: null },
      { legacyRef: 'EL-2021-000300', balance: 0, lastActiveAt: Date.parse('2025-06-30'), state: 'available', migratedAt: null },
    ]);
    const first = await migrate(token, 'EL-2019-004512');
    expect(first.envelope).toMatchObject({ code: 0, data: { legacyRef: 'EL-2019-004512', creditedAmount: 12_550, migratedAt: t.clock.now() } });
    expect(await withdrawable(token)).toBe(12_550);
    // The same request again answers the first outcome and credits nothing more.
    t.clock.advance(MINUTE);
    expect((await migrate(token, 'EL-2019-004512')).envelope).toMatchObject({ code: 0, data: { creditedAmount: 12_550, migratedAt: t.clock.now() - MINUTE } });
    expect(await withdrawable(token)).toBe(12_550);
    expect((await list(token)).map((a) => [a.legacyRef, a.state])).toEqual([
      ['EL-2021-000300', 'available'],
      ['EL-2019-004512', 'migrated'],
    ]);
    // An empty account migrates without a movement.
    expect((await migrate(token, 'EL-2021-000300')).envelope).toMatchObject({ code: 0, data: { creditedAmount: 0 } });
    expect(await migrations()).toBe(1);
    expect(await reconcileBalances(t.db)).toEqual([]);
  });

  it('does not match an unverified e-mail, refuses another player\'s or an unknown reference and a malformed one, and changes nothing', async () => {
    const { token, playerId } = await player('old.player', 'old.player@example.com');
    await legacy('EL-2019-004512', 'old.player@example.com', 12_550);
    await legacy('EL-2019-009999', 'other@example.com', 9_000);
    expect((await migrate(token, 'EL-2019-009999')).envelope.code).toBe(ErrorCode.legacyAccountNotFound);
    expect((await migrate(token, 'EL-2000-000000')).envelope.code).toBe(ErrorCode.legacyAccountNotFound);
    expect((await migrate(token, 'el-2019-004512<script>')).envelope.code).toBe(ErrorCode.validationFailed);
    expect((await migrate(token, 'E'.repeat(33))).envelope.code).toBe(ErrorCode.validationFailed);
    await t.db.query('update players set email_verified = false where id = $1', [playerId]);
    expect(await list(token)).toEqual([]);
    expect((await migrate(token, 'EL-2019-004512')).envelope.code).toBe(ErrorCode.legacyAccountNotFound);
    expect(await migrations()).toBe(0);
    expect(await withdrawable(token)).toBe(0);
  });

  it('migrates an account to one player once when its e-mail and mobile owners ask together', async () => {
    const a = await player('by.email', 'shared@example.com');
    const b = await player('by.mobile', 'mobile.owner@example.com', '507654321');
    await legacy('EL-2018-000042', 'shared@example.com', 7_500);
    await t.db.query(`update legacy_accounts set country_code = '971', mobile = '507654321' where legacy_ref = 'EL-2018-000042'`);
    const outcomes = await Promise.all([a, b, a, b, a, b].map((p) => migrate(p.token, 'EL-2018-000042')));
    const codes = outcomes.map((o) => o.envelope.code);
    const winner = (await t.db.query<{ id: number }>(`select migrated_player_id as id from legacy_accounts where legacy_ref = 'EL-2018-000042'`)).rows[0]!.id;
    const winnerToken = Number(winner) === a.playerId ? a.token : b.token;
    // Every request of the winner answers the migration; every request of the other is refused.
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    expect(codes.filter((c) => c === ErrorCode.accountAlreadyMigrated)).toHaveLength(3);
    expect(await withdrawable(winnerToken)).toBe(7_500);
    expect(await withdrawable(winnerToken === a.token ? b.token : a.token)).toBe(0);
    expect(await list(winnerToken === a.token ? b.token : a.token)).toEqual([]);
    expect(await migrations()).toBe(1);
    expect(await reconcileBalances(t.db)).toEqual([]);
  });

  it('the import refuses bad arguments and a reference imported twice', async () => {
    expect((await runLegacyImport([], t.db)).line).toBe(USAGE);
    expect((await runLegacyImport(['--ref', 'el-1', '--email', 'a@b.cd', '--balance', '1', '--last-active', '2025-01-01'], t.db)).exitCode).toBe(1);
    expect((await runLegacyImport(['--ref', 'EL-0001', '--email', 'a@b.cd', '--balance', '-1', '--last-active', '2025-01-01'], t.db)).exitCode).toBe(1);
    expect((await runLegacyImport(['--ref', 'EL-0001', '--mobile', '+971 50', '--balance', '1', '--last-active', '2025-01-01'], t.db)).exitCode).toBe(1);
    expect((await runLegacyImport(['--ref', 'EL-0001', '--email', 'a@b.cd', '--balance', '1', '--last-active', '2025-01-01'], t.db)).exitCode).toBe(0);
    expect((await runLegacyImport(['--ref', 'EL-0001', '--email', 'x@b.cd', '--balance', '9', '--last-active', '2025-01-01'], t.db)).exitCode).toBe(2);
  });

  it('asks for a session', async () => {
    expect((await callHapi(t.app, '001006', {})).envelope.code).toBe(ErrorCode.sessionMissing);
    expect((await callHapi(t.app, '600701', { legacyRef: 'EL-0001' })).envelope.code).toBe(ErrorCode.sessionMissing);
  });
});
