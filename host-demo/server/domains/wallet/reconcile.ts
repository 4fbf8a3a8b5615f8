/**
 * Reconciliation of the balance rows against the entries (the record): what an operator's check
 * and the tests run after every concurrency and property test. Cost grows with the ledger: it is
 * a check, never on a request's path.
 */
import type { Queryable } from '../../db/database';

/** One disagreement between the stored figures and what the entries say. */
export interface LedgerDiscrepancy {
  what: 'account-balance' | 'movement-amount' | 'movement-balance-after' | 'unbalanced-movement';
  id: number;
  stored: number | null;
  fromEntries: number;
}

/**
 * Every player account whose balance row differs from SUM(entries), every movement whose
 * player_amount or balance_after differs from its entries, every movement whose entries do not
 * sum to zero. An empty list means the ledger reconciles.
 *
 * @example expect(await reconcileBalances(db)).toEqual([]);
 */
export async function reconcileBalances(db: Queryable): Promise<LedgerDiscrepancy[]> {
  const { rows } = await db.query<LedgerDiscrepancy>(
    `with account_sums as (
       select a.id, a.player_id, a.balance, coalesce(sum(e.amount), 0)::bigint as from_entries
         from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        where a.player_id is not null
        group by a.id
     ),
     movement_sums as (
       select m.id, m.player_id, m.player_amount, m.balance_after,
              coalesce(sum(e.amount) filter (where a.player_id is not null), 0)::bigint as player_from_entries,
              coalesce(sum(e.amount), 0)::bigint as total
         from ledger_movements m
         join ledger_entries e on e.movement_id = m.id
         join ledger_accounts a on a.id = e.account_id
        group by m.id
     ),
     running as (
       select id, balance_after,
              (sum(player_from_entries) over (partition by player_id order by id))::bigint as after_from_entries
         from movement_sums where player_id is not null
     )
     select 'account-balance' as what, id, balance as stored, from_entries as "fromEntries" from account_sums where balance <> from_entries
     union all
     select 'movement-amount', id, player_amount, player_from_entries from movement_sums
      where player_amount is distinct from (case when player_id is null then null else player_from_entries end)
     union all
     select 'movement-balance-after', id, balance_after, after_from_entries from running where balance_after <> after_from_entries
     union all
     select 'unbalanced-movement', id, null, total from movement_sums where total <> 0
     order by 1, 2`,
  );
  return rows;
}
