-- Responsible play (SPEC §3 self-exclusion status, §4 exclusion types and limit states, §9
-- durations): deposit and wager limits, self-exclusions and breaks, family exclusion
-- applications, self-assessments, tip reports, operator restrictions (AML, pay limit).

-- A deposit (2) or wager (4) limit: one per player and type. `period_start`/`period_end` is the
-- counting window (used counts what it allowed inside it); a deposit or bet after the window
-- rolls it forward by whole periods with used back at 0 (domains/responsible-play/allowance.ts).
-- `expires_at` is the end of the term the player chose: before it, the limit may only go down
-- (or the term get longer); after it, the limit is 'expired' and may be renewed, changed or
-- removed, and it still counts until the player does one of these.
create table player_limits (
  player_id       bigint not null references players (id),
  limit_type      smallint not null check (limit_type in (2, 4)),
  amount          bigint not null check (amount > 0),
  period_minutes  integer not null check (period_minutes > 0),
  period_start    timestamptz not null,
  period_end      timestamptz not null,
  used            bigint not null default 0 check (used >= 0),
  term_start      timestamptz not null,
  expires_at      timestamptz not null,
  -- Edits made in this term (SPEC §3 remainChangeNum counts down from a fixed allowance).
  change_count    smallint not null default 0 check (change_count >= 0),
  created_at      timestamptz not null,
  updated_at      timestamptz not null,
  primary key (player_id, limit_type),
  check (period_end > period_start),
  check (expires_at > term_start)
);

-- Self-exclusion (1) and take a break (5). Rows are never shortened or deleted: a longer one
-- is a new row; the one in force is the latest end.
create table player_exclusions (
  id              bigserial primary key,
  player_id       bigint not null references players (id),
  exclusion_type  smallint not null check (exclusion_type in (1, 5)),
  hours           integer not null check (hours > 0),
  starts_at       timestamptz not null,
  ends_at         timestamptz not null,
  -- 'player' (100138) or 'family' (an approved family exclusion application).
  source          text not null check (source in ('player', 'family')),
  created_at      timestamptz not null,
  check (ends_at > starts_at)
);
create index player_exclusions_by_end on player_exclusions (player_id, ends_at desc);

-- Family exclusion applications (SPEC §3, §4 progress states).
create table family_exclusion_applications (
  id               bigserial primary key,
  receipt_number   text not null unique,
  account          text not null,
  -- The account the application names, when one matches (an unknown account is denied ineligible).
  target_player_id bigint references players (id),
  holder_name      text not null,
  applicant_name   text not null,
  country_code     text not null,
  mobile           text not null,
  relationship     text not null check (relationship in ('spouse', 'parent', 'children', 'grandchild')),
  -- Minutes; -1 lifetime (counted as 100 years).
  duration_minutes integer not null check (duration_minutes = -1 or duration_minutes > 0),
  email            text not null,
  id_photo_id      text not null,
  evidence_id      text not null,
  state            text not null default 'underReview'
                     check (state in ('underReview', 'approved', 'deniedIneligible', 'deniedIncorrect')),
  submitted_at     timestamptz not null,
  decided_at       timestamptz,
  check ((state = 'underReview') = (decided_at is null))
);

-- Self-assessments (SPEC §5): 14 answers as Y/N, the result the SDK's rule gives.
create table assessments (
  id          bigserial primary key,
  player_id   bigint references players (id),
  answers     text not null check (answers ~ '^[YN]{14}$'),
  result      text not null check (result in ('at-risk', 'low-risk')),
  created_at  timestamptz not null
);
create index assessments_by_player on assessments (player_id) where player_id is not null;

-- 100316 tip reports: what the player clicked on a responsible-play popup.
create table tip_reports (
  id          bigserial primary key,
  player_id   bigint not null references players (id),
  biz_type    smallint not null,
  click_type  smallint not null,
  created_at  timestamptz not null
);
create index tip_reports_by_player on tip_reports (player_id, biz_type, created_at desc);

-- An operator's restriction (npm run player:restrict): AML (403000720) or pay limit
-- (403000717 / 518000221).
alter table players add column rg_restriction text check (rg_restriction in ('aml', 'pay-limit'));

-- A session opened during a self-exclusion or break may only withdraw (SPEC §4).
alter table sessions add column restricted boolean not null default false;
alter table sessions drop constraint sessions_end_reason_check;
alter table sessions add constraint sessions_end_reason_check
  check (end_reason in ('logout', 'expired', 'replaced', 'password-reset', 'password-changed', 'self-excluded', 'restricted'));

-- The deposit limit's allowance a card payment reserved, and the window it counts in, so a
-- FAILURE gives back exactly what it took (and nothing once the window has rolled on).
alter table deposit_orders add column limit_reserved bigint check (limit_reserved > 0);
alter table deposit_orders add column limit_window_start timestamptz;

-- Codes sent to a family exclusion applicant's mobile.
alter table verification_codes drop constraint verification_codes_scene_check;
alter table verification_codes add constraint verification_codes_scene_check
  check (scene in ('register', 'login', 'reset-password', 'withdraw', 'family'));

-- Family exclusion documents are uploaded before (and without) a session.
alter table player_documents alter column player_id drop not null;
alter table player_documents drop constraint player_documents_purpose_check;
alter table player_documents add constraint player_documents_purpose_check
  check (purpose in ('account-deletion', 'family-exclusion'));
alter table player_documents add constraint player_documents_owner_check
  check (player_id is not null or purpose = 'family-exclusion');
