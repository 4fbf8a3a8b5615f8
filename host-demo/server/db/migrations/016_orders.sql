-- Orders of draw games (domains/orders/). One order is one draw's ticket: its lines, their
-- numbers and multiples. A consecutive plan (chase) is a chase row and one order per draw, all
-- paid by one ledger movement. Money columns are bigint minor units (fils).

-- SPEC §8 'sales suspension': an operator stops a game's sales; purchases answer 403000949.
alter table games add column sales_suspended boolean not null default false;

-- SPEC §4 consecutive plan: 1 in progress, 2 completed, 3 terminated. paid_* is how much of the
-- plan each balance bucket paid (wallet/spend-plan.ts), so stopping it returns each part to the
-- bucket it came from.
create table chases (
  id                 bigserial primary key,
  player_id          bigint not null references players (id),
  lottery_type       integer not null references games (lottery_type),
  idempotency_key    text not null,
  state              smallint not null default 1 check (state in (1, 2, 3)),
  draws_total        smallint not null check (draws_total between 2 and 25),
  amount             bigint not null check (amount > 0),
  paid_gift          bigint not null default 0 check (paid_gift >= 0),
  paid_bet           bigint not null default 0 check (paid_bet >= 0),
  paid_withdrawable  bigint not null default 0 check (paid_withdrawable >= 0),
  refunded_amount    bigint not null default 0 check (refunded_amount >= 0),
  created_at         timestamptz not null,
  stopped_at         timestamptz,
  unique (player_id, idempotency_key),
  check (paid_gift + paid_bet + paid_withdrawable = amount)
);

-- SPEC §4 order status as this gateway uses it (sdk/commands/orders.ts OrderStatusSchema):
--   single order:  1 waiting for draw, 3 won, 2 not won;
--   chase order:   5 waiting for draw, 7 won, 4 not won;
--   6 refunded (an undrawn order of a stopped plan); 8 is not used by this gateway.
-- prize_status is the grand prize's (SPEC §4): 12 unclaimed, 13 claimed, 14 paid, 15/16 expired.
create table orders (
  id                   bigserial primary key,
  player_id            bigint not null references players (id),
  lottery_type         integer not null references games (lottery_type),
  app_key              text not null references games (app_key),
  play_type            integer not null,
  draw_id              bigint not null references draws (id),
  chase_id             bigint references chases (id),
  -- The request's key; the orders of a plan share it, numbered by draw_seq (1 for a single order).
  idempotency_key      text not null,
  draw_seq             smallint not null default 1 check (draw_seq between 1 and 25),
  amount               bigint not null check (amount > 0),
  entries              integer not null check (entries > 0),
  status               smallint not null check (status between 1 and 8),
  -- Credited winnings (the grand prize excluded: it is claimed, never credited here).
  prize                bigint not null default 0 check (prize >= 0),
  grand_prize_amount   bigint check (grand_prize_amount > 0),
  prize_status         smallint check (prize_status between 12 and 16),
  prize_expires_at     timestamptz,
  prize_claimed_at     timestamptz,
  settled_at           timestamptz,
  created_at           timestamptz not null,
  unique (player_id, idempotency_key, draw_seq),
  check (case when chase_id is null then status in (1, 2, 3) else status in (4, 5, 6, 7) end),
  check ((grand_prize_amount is null) = (prize_status is null))
);

-- One line (ticket) of an order; its prize is written when the draw is settled.
create table order_lines (
  order_id   bigint not null references orders (id),
  line_no    smallint not null check (line_no >= 0),
  numbers    integer[] not null,
  multiple   smallint not null check (multiple between 1 and 50),
  entries    integer not null check (entries > 0),
  prize      bigint check (prize >= 0),
  primary key (order_id, line_no)
);

-- 101065 order list: a player's orders newest (or oldest) first, keyset by id, per filter.
create index orders_player on orders (player_id, id);
create index orders_player_game on orders (player_id, lottery_type, id);
create index orders_player_unsettled on orders (player_id, id) where settled_at is null;
create index orders_player_won on orders (player_id, id) where status in (3, 7);
create index orders_player_not_won on orders (player_id, id) where status in (2, 4);
-- 101078 / 101063 grand prizes of a player.
create index orders_player_grand_prize on orders (player_id, prize_status, id) where prize_status is not null;
-- Settlement: the unsettled orders of a drawn phase; ticket fingerprint: every order of a phase.
create index orders_draw on orders (draw_id, id);
create index orders_unsettled_draw on orders (draw_id) where settled_at is null;
-- 101071 chase detail and stop: the orders of a plan.
create index orders_chase on orders (chase_id, draw_seq) where chase_id is not null;
