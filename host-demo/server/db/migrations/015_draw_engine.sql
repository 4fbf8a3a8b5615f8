-- The draw engine (domains/draws/draw-engine.ts). A phase is announced ahead with its commitment
-- (seed_hash) and sales_close_at; its seed waits in draw_seeds, which no command reads, until the
-- draw copies it into draws.seed with the result. At sales close the ticket fingerprint is fixed:
-- ticket_root (Merkle root, sdk/draws/ticket-tree.ts) over ticket_count tickets, at closed_at.
alter table draws add column sales_close_at timestamptz;
alter table draws add column closed_at timestamptz;
alter table draws add column ticket_root text check (ticket_root ~ '^[0-9a-f]{64}$');
alter table draws add column ticket_count integer check (ticket_count >= 0);
-- A fingerprint is a root and a count, fixed at close; sales close at or before the draw.
alter table draws add constraint draws_fingerprint_at_close
  check ((ticket_root is null) = (ticket_count is null) and (ticket_root is null or closed_at is not null));
alter table draws add constraint draws_close_before_draw check (sales_close_at is null or sales_close_at <= expected_at);

-- The secret seed of each announced, undrawn phase; deleted when the draw reveals it.
create table draw_seeds (
  draw_id  bigint primary key references draws (id) on delete cascade,
  seed     text not null check (seed ~ '^[0-9a-f]{64}$')
);

-- Leases of singleton jobs (the draw scheduler): one holder at a time, taken over once expired.
-- Decided in one statement (domains/draws/leader-lease.ts), so several processes sharing one
-- PostgreSQL never both hold it.
create table scheduler_leases (
  name        text primary key,
  holder      text not null,
  expires_at  timestamptz not null
);

-- The engine's work queues: phases whose sales are still open, phases not drawn yet.
create index draws_to_close on draws (sales_close_at) where closed_at is null;
create index draws_to_draw on draws (expected_at) where drawn_at is null;
-- The latest announced phase of a game (max(expected_at) per lottery type).
create index draws_by_time on draws (lottery_type, expected_at);
