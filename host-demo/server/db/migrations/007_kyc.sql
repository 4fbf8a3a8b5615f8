-- Identity verification (KYC): the verdict on the player, and one row per attempt with the eKYC
-- provider (100145 opens it, 100147 records the verdict).

alter table players
  -- The latest verdict's outcome (for the failure text), its SPEC §8 reason and the expiry of
  -- the verified document (status 7 once it has passed).
  add column kyc_outcome              text,
  add column kyc_fail_reason          smallint check (kyc_fail_reason in (15, 16, 17)),
  add column kyc_document_expires_at  timestamptz;

create table kyc_attempts (
  id                   bigserial primary key,
  -- Public id of the attempt (ticketId), random.
  ticket_id            text not null unique,
  player_id            bigint not null references players (id),
  -- Calendar day in Asia/Dubai: the daily limit counts attempts per day there.
  dubai_day            date not null,
  created_at           timestamptz not null,
  outcome              text check (outcome in ('verified', 'under-review', 'name-mismatch', 'under-18', 'birth-date-mismatch',
                                               'expired-document', 'invalid-document', 'unavailable', 'limit-reached')),
  document_expires_at  timestamptz,
  decided_at           timestamptz,
  check ((outcome is null) = (decided_at is null))
);
create index kyc_attempts_player_day on kyc_attempts (player_id, dubai_day);
-- The player's latest attempt still waiting for a verdict (100111 settles it).
create index kyc_attempts_undecided on kyc_attempts (player_id, id desc) where outcome is null;

-- The eKYC provider SIMULATOR's own records (providers/ekyc/simulator.ts), as a real provider
-- keeps them on its side. Tokens as SHA-256 only.
create table ekyc_simulator_sessions (
  ticket_id          text primary key,
  id_type            smallint not null check (id_type in (1, 2)),
  access_token_hash  text not null,
  page_token_hash    text,
  return_path        text,
  language           text,
  created_at         timestamptz not null,
  expires_at         timestamptz not null,
  -- The test identity chosen on the page (providers/ekyc/test-identities.ts).
  identity           text,
  submitted_at       timestamptz,
  document_count     smallint
);
