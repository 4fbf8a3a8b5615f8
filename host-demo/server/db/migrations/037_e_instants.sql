-- E-instant games (issue 20; domains/instant/e-instant-*.ts, docs/e-instants.md). A game runs in
-- its own frame and moves money only through the gateway's wallet protocol, as game studios and
-- operators do: a one-time launch token becomes a game session; the studio's bet, win and
-- rollback calls each carry their own transaction id and the game's round id. Money columns are
-- bigint minor units (fils).

-- A game session: one player (or a demo visitor) in one e-instant game. The launch token and the
-- session token are kept as their SHA-256 only. The launch token is spent once (redeemed_at, set
-- by the conditional UPDATE that redeems it); a demo session plays on demo_balance and never
-- touches the ledger. Its row lock serialises the session's wallet calls.
create table e_instant_sessions (
  id             bigserial primary key,
  launch_hash    bytea not null unique,
  session_hash   bytea unique,
  player_id      bigint references players (id),
  app_key        text not null references games (app_key),
  demo           boolean not null,
  demo_balance   bigint check (demo_balance >= 0),
  created_at     timestamptz not null,
  launch_expires_at timestamptz not null,
  redeemed_at    timestamptz,
  expires_at     timestamptz not null,
  check (demo = (demo_balance is not null)),
  check (demo or player_id is not null),
  check ((session_hash is null) = (redeemed_at is null))
);

-- A round of a game: opened by its first bet, closed by the win that says so, or rolled back
-- (by the studio, or by the open-round job when it stayed open too long). stake and win are the
-- round's totals, kept by the statements that move them.
create table e_instant_rounds (
  id          bigserial primary key,
  session_id  bigint not null references e_instant_sessions (id),
  app_key     text not null references games (app_key),
  round_id    text not null,
  player_id   bigint references players (id),
  demo        boolean not null,
  stake       bigint not null default 0 check (stake >= 0),
  win         bigint not null default 0 check (win >= 0),
  status      text not null default 'open' check (status in ('open', 'closed', 'rolled_back')),
  opened_at   timestamptz not null,
  closed_at   timestamptz,
  unique (session_id, round_id),
  check ((status = 'open') = (closed_at is null))
);
-- The open-round job: the open rounds, oldest first.
create index e_instant_rounds_open on e_instant_rounds (opened_at) where status = 'open';
-- The order list's E-Instants tab: a player's real-money rounds newest first, keyset by id.
create index e_instant_rounds_player on e_instant_rounds (player_id, id) where player_id is not null and not demo;

-- Every wallet call that moved (or would have moved) money, under its studio transaction id. The
-- (app_key, transaction_id) key makes a transaction id move money at most once however often and
-- however concurrently it is sent; request_hash tells a replay from another request under the id.
-- A bet is rolled back at most once (the partial unique index on rolls_back).
create table e_instant_transactions (
  id              bigserial primary key,
  app_key         text not null references games (app_key),
  transaction_id  text not null,
  session_id      bigint not null references e_instant_sessions (id),
  round_pk        bigint not null references e_instant_rounds (id),
  kind            text not null check (kind in ('bet', 'win', 'rollback')),
  amount          bigint not null check (amount >= 0),
  -- The accounts a real bet was paid from ([{ "kind": "gift", "amount": 100 }, …]): its rollback
  -- pays them back.
  legs            jsonb,
  rolls_back      bigint references e_instant_transactions (id),
  request_hash    bytea not null,
  created_at      timestamptz not null,
  unique (app_key, transaction_id),
  check ((kind = 'rollback') = (rolls_back is not null))
);
create unique index e_instant_transactions_rollback on e_instant_transactions (rolls_back) where rolls_back is not null;
create index e_instant_transactions_round on e_instant_transactions (round_pk, id);
