-- Partner sites (README, Embed an element): after logging in on the product's site, a player
-- goes back to the partner's page with a one-time code in the URL's fragment (100230), which the
-- SDK on that page exchanges for a session of its own (100231). Only the code's SHA-256 is kept,
-- as for session tokens; a code is good once, for a minute, from the origin it was issued for.
-- The exchange is one conditional UPDATE on the primary key (used_at is null and not expired and
-- same origin), so two pages racing with one code get one session between them.
create table partner_handoffs (
  code_hash   text primary key check (code_hash ~ '^[0-9a-f]{64}$'),
  player_id   bigint not null references players (id),
  origin      text not null check (length(origin) between 8 and 2048),
  created_at  timestamptz not null,
  expires_at  timestamptz not null,
  used_at     timestamptz,
  check (expires_at > created_at)
);

-- A new code replaces every earlier one of the player (used or not), so the table holds about one row per player.
create index partner_handoffs_by_player on partner_handoffs (player_id);
