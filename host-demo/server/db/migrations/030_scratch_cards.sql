-- Scratch cards (issue 20; domains/instant/). A scratch-card game (games.category 'scratch') sells
-- cards from finite pools. A pool is its table's outcomes shuffled by a secret CSPRNG seed
-- (sdk/instant shuffledOutcomes); its commitment (the seed's SHA-256 and the Merkle root of the
-- ordered outcomes) is written with the pool, before its first sale, and the seed is published
-- once the pool closes. Money columns are bigint minor units (fils).

-- The table each game's next pool is made from (written from catalogue-content.ts on every start).
create table scratch_games (
  app_key     text primary key references games (app_key),
  price       bigint not null check (price > 0),
  -- [{ "prize": fils, "count": cards }], sdk/instant PrizeTable's tiers.
  tiers       jsonb not null check (jsonb_typeof(tiers) = 'array'),
  updated_at  timestamptz not null default now()
);

-- A pool keeps the price and tiers it was made from, so a later change of the game's table never
-- changes what its commitment covers. next_card is the position of the next card to sell: a
-- purchase advances it under the pool's row lock in the statement that takes the card, so two
-- purchases never take one position, and the one that reaches card_count closes the pool.
create table scratch_pools (
  id          bigserial primary key,
  app_key     text not null references scratch_games (app_key),
  pool_no     integer not null check (pool_no > 0),
  price       bigint not null check (price > 0),
  tiers       jsonb not null,
  card_count  integer not null check (card_count > 0),
  next_card   integer not null default 0,
  -- Secret while the pool is on sale (never answered before closed_at), public after.
  seed        text not null check (seed ~ '^[0-9a-f]{64}$'),
  seed_hash   text not null check (seed_hash ~ '^[0-9a-f]{64}$'),
  root        text not null check (root ~ '^[0-9a-f]{64}$'),
  opened_at   timestamptz not null,
  closed_at   timestamptz,
  unique (app_key, pool_no),
  check (next_card between 0 and card_count)
);
-- At most one pool of a game on sale: two processes opening the next pool together cannot both.
create unique index scratch_pools_open on scratch_pools (app_key) where closed_at is null;

-- Every card of a pool, written when the pool opens with its fixed prize; a purchase gives it a
-- player. The (pool_id, card_index) key and the player check make a card sold at most once.
create table scratch_cards (
  id               bigserial primary key,
  pool_id          bigint not null references scratch_pools (id),
  -- The pool's game, kept on the card so a player's cards of one game are one index range.
  app_key          text not null references scratch_games (app_key),
  card_index       integer not null check (card_index >= 0),
  prize            bigint not null check (prize >= 0),
  player_id        bigint references players (id),
  amount           bigint check (amount > 0),
  idempotency_key  text,
  -- SHA-256 of the purchase request without its key (domains/idempotency.ts).
  request_hash     bytea,
  sold_at          timestamptz,
  scratched_at     timestamptz,
  -- SPEC §4: revealed and paid when the player self-excluded or took a break.
  auto_scratched   boolean not null default false,
  unique (pool_id, card_index),
  check ((player_id is null) = (sold_at is null) and (player_id is null) = (amount is null) and (player_id is null) = (idempotency_key is null)),
  check (scratched_at is null or sold_at is not null)
);
-- A key buys one card per player; a racing retry meets this index.
create unique index scratch_cards_player_key on scratch_cards (player_id, idempotency_key) where player_id is not null;
-- 101303 and the order list's Scratch Cards tab: a player's cards newest first, keyset by id, all
-- or of one game; each filter of the tab (unsettled = unscratched, win, not win) has its own.
create index scratch_cards_player on scratch_cards (player_id, id) where player_id is not null;
create index scratch_cards_player_game on scratch_cards (player_id, app_key, id) where player_id is not null;
-- Continue, and the auto-reveal of an exclusion: a player's unscratched cards (of one game).
create index scratch_cards_player_unscratched on scratch_cards (player_id, app_key, id) where player_id is not null and scratched_at is null;
create index scratch_cards_player_unscratched_all on scratch_cards (player_id, id) where player_id is not null and scratched_at is null;
create index scratch_cards_player_won on scratch_cards (player_id, id) where scratched_at is not null and prize > 0;
create index scratch_cards_player_not_won on scratch_cards (player_id, id) where scratched_at is not null and prize = 0;
