import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../sdk/errors/codes';
import { availableBackends } from './helpers/backends';
import { ARABIC_CLIENT, registerPlayer } from './helpers/accounts';
import { callHapi, playerWithSession, tableSnapshot } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

type Articles = { articleDetailItemList: { id: number; label: 'brief' | 'whole'; title: string; content: string }[] };

describe.each(availableBackends())('terms and the funds-security declaration on $name', (backend) => {
  const t = gatewayPerTest(backend);

  it('200029 asks every player to accept terms version 1 (upgrade 1, notice 1, not forced) until 200030 accepts it', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    expect((await callHapi(t.app, '200029', { versionType: 1 }, { token })).envelope).toMatchObject({
      code: 0,
      data: { id: 1, forceUpgrade: 0, notice: 1, upgrade: 1 },
    });
    expect((await callHapi(t.app, '200030', { versionId: 1 }, { token, method: 'GET' })).envelope).toMatchObject({ code: 0, data: {} });
    expect((await callHapi(t.app, '200029', { versionType: 1 }, { token })).envelope.data).toEqual({ id: 1, forceUpgrade: 0, notice: 0, upgrade: 0 });
    // Accepting again changes nothing.
    const before = await tableSnapshot(t.db);
    expect((await callHapi(t.app, '200030', { versionId: 1 }, { token })).envelope.code).toBe(0);
    expect(await tableSnapshot(t.db)).toEqual({ ...before, sessionTimes: expect.any(Array) });
  });

  it('asks again for a newer version, forced when the version says so', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    await callHapi(t.app, '200030', { versionId: 1 }, { token });
    await t.db.query(`insert into terms_versions (id, version_type, force_upgrade, published_at) values (2, 1, 1, now())`);
    expect((await callHapi(t.app, '200029', { versionType: 1 }, { token })).envelope.data).toEqual({ id: 2, forceUpgrade: 1, notice: 1, upgrade: 1 });
  });

  it('refuses an unknown version (404000004) and a guest', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    expect((await callHapi(t.app, '200030', { versionId: 99 }, { token })).envelope).toMatchObject({ code: ErrorCode.termsVersionNotFound });
    expect((await callHapi(t.app, '200029', { versionType: 1 })).envelope.code).toBe(ErrorCode.sessionMissing);
  });

  it('200022 answers the brief and the whole terms (long) in English and Arabic, to guests too', async () => {
    const en = (await callHapi<Articles>(t.app, '200022', { category: 12 })).envelope.data!.articleDetailItemList;
    expect(en.map((a) => a.label)).toEqual(['brief', 'whole']);
    expect(en[0]!.title).toBe('We have updated our Terms and Conditions');
    expect(en[1]!.content.length).toBeGreaterThan(3000);
    expect(en[1]!.content.match(/<h3>/g)!.length).toBeGreaterThanOrEqual(10);
    const ar = (await callHapi<Articles>(t.app, '200022', { category: 12, language: 'ar-AE' })).envelope.data!.articleDetailItemList;
    expect(ar.map((a) => a.label)).toEqual(['brief', 'whole']);
    expect(ar[1]!.title).toBe('الشروط والأحكام');
    expect(ar[1]!.content.match(/[\u0600-\u06FF]/g)!.length).toBeGreaterThan(1500);
    expect((await callHapi<Articles>(t.app, '200022', { category: 99 }, { clientInfo: ARABIC_CLIENT })).envelope.data!.articleDetailItemList).toEqual([]);
  });

  it('a player who just registered has accepted the terms in force and is not asked again', async () => {
    const { sessionToken } = await registerPlayer(t.app);
    expect((await callHapi(t.app, '200029', { versionType: 1 }, { token: sessionToken })).envelope.data).toEqual({ id: 1, forceUpgrade: 0, notice: 0, upgrade: 0 });
  });

  it('does not ask an unverified player for the funds declaration yet', async () => {
    const { sessionToken } = await registerPlayer(t.app);
    expect((await callHapi(t.app, '100160', { lawStatementType: 1 }, { token: sessionToken })).envelope.data).toEqual({ alertStatus: 0, agreeStatus: 0 });
  });

  it('100160 / 100161 funds statement: shown to a verified player until agreed with both ticks and a source of funds', async () => {
    const { token, playerId } = await playerWithSession(t.db, t.clock);
    expect((await callHapi(t.app, '100160', { lawStatementType: 1 }, { token })).envelope.data).toEqual({ alertStatus: 1, agreeStatus: 0 });
    const before = await tableSnapshot(t.db);
    for (const bad of [
      { lawStatementType: 1, memo: 'salary', ownFunds: false, notProceedsOfCrime: true },
      { lawStatementType: 1, memo: 'salary', ownFunds: true },
      { lawStatementType: 1, memo: 'lottery', ownFunds: true, notProceedsOfCrime: true },
    ]) {
      expect((await callHapi(t.app, '100161', bad, { token })).envelope.code).toBe(ErrorCode.validationFailed);
    }
    expect(await tableSnapshot(t.db)).toEqual({ ...before, sessionTimes: expect.any(Array) });
    expect((await callHapi(t.app, '100161', { lawStatementType: 1, memo: 'savings', ownFunds: true, notProceedsOfCrime: true }, { token })).envelope.code).toBe(0);
    expect((await callHapi(t.app, '100160', { lawStatementType: 1 }, { token })).envelope.data).toEqual({ alertStatus: 0, agreeStatus: 1 });
    expect((await t.db.query('select source_of_funds, own_funds, not_proceeds_of_crime from funds_statements where player_id = $1', [playerId])).rows).toEqual([
      { source_of_funds: 'savings', own_funds: true, not_proceeds_of_crime: true },
    ]);
  });
});
