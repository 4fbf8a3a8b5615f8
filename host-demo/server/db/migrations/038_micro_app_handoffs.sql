-- Micro-apps (issue 22; sdk/routes/micro-apps.ts): the one-time token that hands a player's
-- session (or a guest's) over to a micro-app in its frame, as the e-instant launch token does
-- (037). Kept as its SHA-256; spent once by the conditional UPDATE that sets redeemed_at.
create table micro_app_handoffs (
  id            bigserial primary key,
  token_hash    bytea not null unique,
  app           text not null check (app ~ '^[a-z]{1,32}$'),
  player_id     bigint references players (id),
  created_at    timestamptz not null,
  expires_at    timestamptz not null,
  redeemed_at   timestamptz
);
