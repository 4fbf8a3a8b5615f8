-- Double-entry ledger. Money moves only as a movement: a balanced set of entries (sum 0) written
-- in one transaction under an idempotency key. Balances are SUM(amount) per account; there is
-- no balance column that could drift. Amounts are bigint minor units, signed: a positive entry
-- increases the account.
create table ledger_accounts (
  id          bigserial primary key,
  player_id   bigint references players (id),
  kind        text not null,
  currency    char(3) not null default 'AED',
  created_at  timestamptz not null default now(),
  check (
    (player_id is not null and kind in ('bet', 'gift', 'withdrawable'))
    or (player_id is null and kind like 'house\_%')
  )
);
create unique index ledger_accounts_player_kind on ledger_accounts (player_id, kind) where player_id is not null;
create unique index ledger_accounts_house_kind on ledger_accounts (kind) where player_id is null;

-- House accounts: the other side of every player movement.
insert into ledger_accounts (player_id, kind) values
  (null, 'house_deposits'),     -- money received through payment channels
  (null, 'house_withdrawals'),  -- money paid out to players' bank accounts
  (null, 'house_sales'),        -- stakes of tickets, cards and instant games
  (null, 'house_prizes'),       -- prizes credited to players
  (null, 'house_promotions');   -- gift balance granted to players

create table ledger_movements (
  id               bigserial primary key,
  -- One per money-moving request; a replay of the same request finds the existing movement.
  idempotency_key  text not null unique,
  kind             text not null check (kind in ('deposit', 'withdrawal', 'stake', 'prize', 'refund', 'gift', 'adjustment')),
  memo             text,
  created_at       timestamptz not null default now()
);

create table ledger_entries (
  id           bigserial primary key,
  movement_id  bigint not null references ledger_movements (id),
  account_id   bigint not null references ledger_accounts (id),
  amount       bigint not null check (amount <> 0),
  created_at   timestamptz not null default now()
);
-- Balance = SUM(amount) by account: an index-only scan thanks to INCLUDE.
create index ledger_entries_account on ledger_entries (account_id) include (amount);
create index ledger_entries_movement on ledger_entries (movement_id);

-- Checked at commit (deferred), so the entries of a movement can be inserted one by one.
create function ledger_movement_must_balance() returns trigger language plpgsql as $$
begin
  if (select coalesce(sum(amount), 0) from ledger_entries where movement_id = new.movement_id) <> 0 then
    raise exception 'ledger movement % does not balance', new.movement_id using errcode = '23514';
  end if;
  return null;
end
$$;
create constraint trigger ledger_entries_balanced
  after insert on ledger_entries deferrable initially deferred
  for each row execute function ledger_movement_must_balance();

create function ledger_movement_must_have_entries() returns trigger language plpgsql as $$
begin
  if not exists (select 1 from ledger_entries where movement_id = new.id) then
    raise exception 'ledger movement % has no entries', new.id using errcode = '23514';
  end if;
  return null;
end
$$;
create constraint trigger ledger_movements_have_entries
  after insert on ledger_movements deferrable initially deferred
  for each row execute function ledger_movement_must_have_entries();

-- The ledger is append-only: a correction is a new movement, never an edit.
create function ledger_is_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the ledger is append-only (% on %)', tg_op, tg_table_name using errcode = '42501';
end
$$;
create trigger ledger_entries_append_only before update or delete on ledger_entries
  for each row execute function ledger_is_append_only();
create trigger ledger_entries_no_truncate before truncate on ledger_entries
  for each statement execute function ledger_is_append_only();
create trigger ledger_movements_append_only before update or delete on ledger_movements
  for each row execute function ledger_is_append_only();
create trigger ledger_movements_no_truncate before truncate on ledger_movements
  for each statement execute function ledger_is_append_only();
