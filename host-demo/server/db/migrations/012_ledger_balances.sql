-- Balance rows (issue 8): reading a balance must not sum a player's whole history, so each player
-- account carries its balance, changed by postMovement in the same transaction as the entries
-- (one set-based UPDATE under the accounts' row locks) and refused by the database below zero.
-- The entries stay the record; the tests reconcile the rows against SUM(entries).
--
-- House accounts keep no row balance (NULL): every deposit and every stake touches them, so a
-- balance there would serialise all players on one row. Their balance is SUM(entries), read only
-- by reports and the reconciliation.
alter table ledger_accounts add column balance bigint;
update ledger_accounts a
   set balance = coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)
 where a.player_id is not null;
alter table ledger_accounts add constraint ledger_accounts_balance_check
  check ((player_id is null) = (balance is null) and balance >= 0);

-- What the Transactions page shows per movement, written once with the movement (append-only):
--   player_id      the one player the movement concerns (NULL for house-only corrections);
--   player_amount  the sum of that player's entries: signed, from the player's point of view;
--   balance_after  the player's TOTAL balance (bet + gift + withdrawable) right after it;
--   reference      the deposit, withdrawal or order the movement belongs to, when there is one.
alter table ledger_movements
  add column player_id bigint references players (id),
  add column player_amount bigint,
  add column balance_after bigint,
  add column reference text check (char_length(reference) <= 64),
  add constraint ledger_movements_player_columns check (
    (player_id is null and player_amount is null and balance_after is null)
    or (player_id is not null and player_amount is not null and balance_after >= 0)
  );

-- Back-fill the movements written before this migration. They are append-only, so the guard is
-- lifted for this one statement of the migration and put back at once.
alter table ledger_movements disable trigger ledger_movements_append_only;
update ledger_movements m
   set player_id = p.player_id, player_amount = p.amount, balance_after = p.balance_after
  from (
    select x.movement_id, x.player_id, x.amount,
           sum(x.amount) over (partition by x.player_id order by x.movement_id) as balance_after
      from (
        select e.movement_id, a.player_id, sum(e.amount) as amount
          from ledger_entries e join ledger_accounts a on a.id = e.account_id
         where a.player_id is not null
         group by e.movement_id, a.player_id
      ) x
  ) p
 where p.movement_id = m.id;
alter table ledger_movements enable trigger ledger_movements_append_only;

-- Transactions pages: newest first, keyset on the movement id, one index per tab so that a page
-- reads pageSize + 1 index entries whatever the player's history (a filter on a shared index
-- would walk past every movement of the other tabs). Kinds per tab: wallet/transaction-kinds.ts.
create index ledger_movements_player on ledger_movements (player_id, id desc) where player_id is not null;
create index ledger_movements_player_income on ledger_movements (player_id, id desc) where player_amount > 0;
create index ledger_movements_player_expenses on ledger_movements (player_id, id desc) where player_amount < 0;
create index ledger_movements_player_deposit on ledger_movements (player_id, id desc)
  where player_id is not null and kind = 'deposit';
create index ledger_movements_player_withdrawal on ledger_movements (player_id, id desc)
  where player_id is not null and kind in ('withdrawal', 'withdrawal_failure');
