import { describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../host-demo/server/db/migrate';
import { openPglite } from '../../host-demo/server/db/pglite';
import { playerBalances } from '../../host-demo/server/domains/wallet/ledger';
import { reconcileBalances } from '../../host-demo/server/domains/wallet/reconcile';
import { spendPlan } from '../../host-demo/server/domains/wallet/spend-plan';

describe('012_ledger_balances', () => {
  it('back-fills the balance rows, player amounts and balances after from the entries already written', async () => {
    const db = await openPglite();
    try {
      const all = loadMigrations();
      await migrate(db, all.filter((m) => m.name < '012'));
      const { rows } = await db.query<{ id: number }>("insert into players (open_id, first_name, user_name) values ('p', 'P', 'p') returning id");
      const player = rows[0]!.id;
      await db.query("insert into ledger_accounts (player_id, kind) values ($1, 'bet'), ($1, 'gift'), ($1, 'withdrawable')", [player]);
      const history: [string, string, string, number][] = [
        ['k1', 'deposit', 'bet', 10_000],
        ['k2', 'stake', 'bet', -4_000],
        ['k3', 'prize', 'withdrawable', 7_000],
        ['k4', 'gift', 'gift', 300],
      ];
      const house: Record<string, string> = { deposit: 'house_deposits', stake: 'house_sales', prize: 'house_prizes', gift: 'house_promotions' };
      for (const [key, kind, account, amount] of history) {
        await db.transaction(async (tx) => {
          const m = await tx.query<{ id: number }>('insert into ledger_movements (idempotency_key, kind) values ($1, $2) returning id', [key, kind]);
          await tx.query(
            `insert into ledger_entries (movement_id, account_id, amount)
             select $1::bigint, (select id from ledger_accounts where player_id = $2 and kind = $3), $4::bigint
             union all select $1::bigint, (select id from ledger_accounts where player_id is null and kind = $5), -$4::bigint`,
            [m.rows[0]!.id, player, account, amount, house[kind]],
          );
        });
      }
      await migrate(db, all);
      expect(await playerBalances(db, player)).toEqual({ bet: 6_000, gift: 300, withdrawable: 7_000 });
      const movements = await db.query('select idempotency_key, player_amount, balance_after from ledger_movements order by id');
      expect(movements.rows).toEqual([
        { idempotency_key: 'k1', player_amount: 10_000, balance_after: 10_000 },
        { idempotency_key: 'k2', player_amount: -4_000, balance_after: 6_000 },
        { idempotency_key: 'k3', player_amount: 7_000, balance_after: 13_000 },
        { idempotency_key: 'k4', player_amount: 300, balance_after: 13_300 },
      ]);
      expect(await reconcileBalances(db)).toEqual([]);
      // The append-only guard is back after the back-fill.
      await expect(db.query('update ledger_movements set memo = $1', ['x'])).rejects.toThrow(/append-only/);
      // And the new guard refuses a negative balance row.
      await expect(db.query("update ledger_accounts set balance = -1 where kind = 'bet'")).rejects.toThrow(/ledger_accounts_balance_check/);
    } finally {
      await db.close();
    }
  });
});

describe('spendPlan: the order a purchase spends the buckets', () => {
  it('spends gift first, then deposits, then winnings last so they stay withdrawable', () => {
    const balances = { gift: 500, bet: 1_000, withdrawable: 3_000 };
    expect(spendPlan(balances, 300)).toEqual([{ kind: 'gift', amount: 300 }]);
    expect(spendPlan(balances, 1_200)).toEqual([
      { kind: 'gift', amount: 500 },
      { kind: 'bet', amount: 700 },
    ]);
    expect(spendPlan(balances, 2_000)).toEqual([
      { kind: 'gift', amount: 500 },
      { kind: 'bet', amount: 1_000 },
      { kind: 'withdrawable', amount: 500 },
    ]);
    expect(spendPlan(balances, 4_500)).toHaveLength(3);
  });

  it('answers null when the balances together cannot pay, and refuses a non-positive amount', () => {
    expect(spendPlan({ gift: 500, bet: 1_000, withdrawable: 3_000 }, 4_501)).toBeNull();
    expect(spendPlan({ gift: 0, bet: 0, withdrawable: 0 }, 1)).toBeNull();
    expect(() => spendPlan({ gift: 1, bet: 1, withdrawable: 1 }, 0)).toThrow(RangeError);
  });
});
