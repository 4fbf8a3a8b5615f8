-- The super-app login (issue 22, SPEC §4 Host app, §7 host-app OAuth; commands 100232, 100233).
-- A super-app user is bound to at most one lottery account and a lottery account to at most one
-- super-app user: both are unique keys, so two bindings racing for either get one row.
create table host_accounts (
  host_user_id  text primary key check (length(host_user_id) between 1 and 128),
  player_id     bigint not null unique references players (id),
  bound_at      timestamptz not null
);

-- A 'bind' answer of 100232: which super-app user may bind which of the accounts it was offered
-- (in the order shown), for 10 minutes. Kept as the SHA-256 of the ticket; a binding that
-- succeeds deletes it in the statement that binds, and a new one replaces the user's earlier one,
-- so the table holds at most one row per super-app user.
create table host_binding_tickets (
  ticket_hash   text primary key check (ticket_hash ~ '^[0-9a-f]{64}$'),
  host_user_id  text not null check (length(host_user_id) between 1 and 128),
  player_ids    bigint[] not null check (cardinality(player_ids) between 1 and 2),
  expires_at    timestamptz not null
);
create index host_binding_tickets_by_user on host_binding_tickets (host_user_id);
