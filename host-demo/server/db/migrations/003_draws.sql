-- Draw phases. seed_hash (SHA-256 of the seed, hex) is the commitment published before sales
-- close; seed and result are revealed together when the phase is drawn.
create table draws (
  id            bigserial primary key,
  lottery_type  integer not null references games (lottery_type),
  -- e.g. 20261122001 (daily: date + sequence) or 202611222130 (interval: date and minute), Asia/Dubai.
  phase         text not null,
  expected_at   timestamptz not null,
  seed_hash     text check (seed_hash ~ '^[0-9a-f]{64}$'),
  seed          text,
  result        integer[],
  drawn_at      timestamptz,
  created_at    timestamptz not null default now(),
  unique (lottery_type, phase),
  -- A phase is drawn exactly when it has a result; a seed is never revealed before the result.
  check ((drawn_at is null) = (result is null)),
  check (seed is null or drawn_at is not null)
);

-- 660200: latest drawn phases per lottery type, newest first (one index probe per type).
create index draws_latest_drawn on draws (lottery_type, drawn_at desc, phase desc) where drawn_at is not null;
