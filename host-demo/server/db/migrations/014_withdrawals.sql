-- Withdrawals to the player's own IBAN accounts (SPEC §3 IBAN account and withdrawal
-- confirmation, §4 withdrawal states, §5 withdrawal rules). The money itself moves only in the
-- ledger: a 'withdrawal' movement when a withdrawal is submitted, a 'withdrawal_failure' movement
-- when it is rejected or fails. These tables say where it went and how far it got.

-- A withdrawal is confirmed with a code sent to the player's mobile under a scene of its own, so a
-- login code can never confirm a withdrawal, nor a withdrawal code log anyone in.
alter table verification_codes drop constraint verification_codes_scene_check;
alter table verification_codes add constraint verification_codes_scene_check
  check (scene in ('register', 'login', 'reset-password', 'withdraw'));

create table iban_accounts (
  id                    bigserial primary key,
  player_id             bigint not null references players (id),
  -- Normalised (no spaces, upper case); the check digits were checked by the request schema.
  iban                  text not null check (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  bank_name             text not null check (length(bank_name) between 1 and 100),
  street_address        text not null check (length(street_address) between 1 and 200),
  -- The player's verified name when the account was added; never a name from the request.
  holder_name           text not null,
  -- players.id_number_key when the account was added: a withdrawal needs it to equal the
  -- player's current one (SPEC §5 "same EID"). Null for a player without an ID number, which
  -- never matches.
  holder_id_number_key  text,
  -- Locked by the operator (SPEC §8 IBAN account locked): kept and listed, cannot receive money.
  locked                boolean not null default false,
  created_at            timestamptz not null,
  -- Removed by the player. The row stays: past withdrawals still name the account they went to.
  removed_at            timestamptz
);
-- The player's accounts (list, count) and "the same IBAN twice" among the accounts kept.
create index iban_accounts_by_player on iban_accounts (player_id) where removed_at is null;
create unique index iban_accounts_player_iban on iban_accounts (player_id, iban) where removed_at is null;

create table withdrawals (
  id               bigserial primary key,
  player_id        bigint not null references players (id),
  iban_account_id  bigint not null references iban_accounts (id),
  -- The client's key: a retried request finds this row instead of withdrawing twice.
  idempotency_key  text not null,
  channel_type     integer not null,
  amount           bigint not null check (amount > 0),
  fee              bigint not null check (fee >= 0),
  received_amount  bigint not null check (received_amount > 0 and received_amount = amount - fee),
  -- SPEC §4: submitted, automated review, manual review, then credited, rejected or failed.
  state            text not null check (state in ('submitted', 'automatedReview', 'manualReview', 'credited', 'rejected', 'failed')),
  -- The bank's reference of the payout, once credited.
  payout_reference text,
  created_at       timestamptz not null,
  updated_at       timestamptz not null,
  unique (player_id, idempotency_key)
);
-- The player's withdrawals, newest first (420606, paged by id).
create index withdrawals_by_player on withdrawals (player_id, id desc);

-- Every change of state, with who made it: the history a reviewer or support reads.
create table withdrawal_transitions (
  id             bigserial primary key,
  withdrawal_id  bigint not null references withdrawals (id),
  from_state     text,
  to_state       text not null,
  -- 'player' (submitted), 'automated-review', 'reviewer'.
  actor          text not null,
  note           text,
  created_at     timestamptz not null
);
create index withdrawal_transitions_by_withdrawal on withdrawal_transitions (withdrawal_id, id);

-- A withdrawal only moves forward, and a decided one (credited, rejected, failed) never changes:
-- the backstop behind the handlers' conditional updates, so a second reviewer cannot re-decide
-- (and so re-refund) a withdrawal whatever the code does.
create function withdrawal_state_must_advance() returns trigger language plpgsql as $$
declare
  rank_of constant jsonb := '{"submitted": 0, "automatedReview": 1, "manualReview": 2, "credited": 3, "rejected": 3, "failed": 3}';
begin
  if new.state <> old.state and (rank_of ->> old.state)::int >= (rank_of ->> new.state)::int then
    raise exception 'withdrawal % cannot go from % to %', old.id, old.state, new.state using errcode = '23514';
  end if;
  if new.amount <> old.amount or new.fee <> old.fee or new.player_id <> old.player_id or new.iban_account_id <> old.iban_account_id then
    raise exception 'withdrawal % is immutable but for its state', old.id using errcode = '23514';
  end if;
  return new;
end
$$;
create trigger withdrawals_state_advances before update on withdrawals
  for each row execute function withdrawal_state_must_advance();

-- SPEC §5: a withdrawal needs deposit history. Noted once per player when the first deposit
-- movement credits one of the player's accounts, so the check is one primary-key read instead of
-- a search through the player's ledger entries, whose cost would grow with the player's history.
create table player_deposit_history (
  player_id                  bigint primary key references players (id),
  first_deposit_movement_id  bigint not null references ledger_movements (id),
  first_deposit_at           timestamptz not null
);

create function note_first_deposit() returns trigger language plpgsql as $$
begin
  if exists (select 1 from ledger_movements where id = new.movement_id and kind = 'deposit') then
    insert into player_deposit_history (player_id, first_deposit_movement_id, first_deposit_at)
    select a.player_id, new.movement_id, new.created_at from ledger_accounts a
     where a.id = new.account_id and a.player_id is not null
    on conflict (player_id) do nothing;
  end if;
  return null;
end
$$;
create trigger ledger_entries_note_first_deposit after insert on ledger_entries
  for each row when (new.amount > 0) execute function note_first_deposit();

-- Deposits posted before this migration.
insert into player_deposit_history (player_id, first_deposit_movement_id, first_deposit_at)
select distinct on (a.player_id) a.player_id, m.id, m.created_at
  from ledger_entries e
  join ledger_movements m on m.id = e.movement_id and m.kind = 'deposit'
  join ledger_accounts a on a.id = e.account_id and a.player_id is not null
 where e.amount > 0
 order by a.player_id, m.id;
