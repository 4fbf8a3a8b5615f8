-- Players (minimal for now) and their sessions. A session is found by the SHA-256 (hex) of its
-- token; the raw token is never stored, so a database leak does not leak live sessions.
create table players (
  id               bigserial primary key,
  -- Public identifier sent to clients as userOpenId; the numeric id stays internal.
  open_id          text not null unique,
  first_name       text not null,
  user_name        text not null unique,
  phone            text,
  -- SPEC §4: 1 unverified, 2 under review, 3 verified, 4 failed, 6 verifying, 7 expired.
  verified_status  smallint not null default 1 check (verified_status in (1, 2, 3, 4, 6, 7)),
  created_at       timestamptz not null default now()
);

create table sessions (
  id            bigserial primary key,
  token_hash    text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  player_id     bigint not null references players (id),
  created_at    timestamptz not null,
  last_seen_at  timestamptz not null,
  ended_at      timestamptz,
  end_reason    text check (end_reason in ('logout', 'expired', 'replaced')),
  check ((ended_at is null) = (end_reason is null))
);

-- Open sessions of a player (logout elsewhere, "logged in on another device").
create index sessions_open_by_player on sessions (player_id) where ended_at is null;
