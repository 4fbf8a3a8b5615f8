-- Accounts: what registration records about a player (SPEC §3 Registration), the credentials and
-- the login lock; verification codes and tickets; the outbox of the SMS and e-mail simulator.

alter table players
  add column middle_name        text not null default '',
  add column last_name          text not null default '',
  add column birth_date         date,
  add column nationality        text,
  add column residence_country  text,
  -- 1 Emirates ID (resident), 2 passport (tourist).
  add column id_type            smallint check (id_type in (1, 2)),
  -- As the player typed it. Only its last four characters are ever sent back.
  add column id_number          text,
  -- Upper case without spaces or dashes: one account per document.
  add column id_number_key      text,
  add column country_code       text check (country_code ~ '^\d{1,4}$'),
  add column mobile             text check (mobile ~ '^[1-9]\d{5,11}$'),
  add column email              text,
  -- The verification method chosen at registration, which became the login credential.
  add column login_method       text check (login_method in ('mobile', 'email')),
  -- scrypt$<log2 N>$<r>$<p>$<salt>$<key> (domains/accounts/passwords.ts); never the password.
  add column password_hash      text,
  add column address_country    text,
  add column address_street     text,
  add column address_emirate    text,
  add column address_city       text,
  add column address_postcode   text,
  add column mobile_verified    boolean not null default false,
  add column email_verified     boolean not null default false,
  -- Consecutive failed password logins since the last success or lock.
  add column failed_logins      smallint not null default 0,
  -- Locks so far; each lock lasts twice the previous one (15 minutes up to 24 hours).
  add column lock_count         smallint not null default 0,
  add column locked_until       timestamptz;

-- One account per mobile number, e-mail address (any case) and identity document. NULLs (players
-- created before registration existed, tests) never collide.
create unique index players_mobile on players (country_code, mobile);
create unique index players_email on players (lower(email));
create unique index players_id_number on players (id_number_key);

-- Sessions also end when the password is reset or changed.
alter table sessions drop constraint sessions_end_reason_check;
alter table sessions add constraint sessions_end_reason_check
  check (end_reason in ('logout', 'expired', 'replaced', 'password-reset', 'password-changed'));

-- One-time codes. Only an HMAC of the code (with a server pepper) is stored. The latest code of a
-- target and scene is the only one that counts.
create table verification_codes (
  id           bigserial primary key,
  channel      text not null check (channel in ('mobile', 'email')),
  -- 'mobile:<country code>:<number>' or 'email:<lower-case address>' (domains/accounts/targets.ts).
  target       text not null,
  scene        text not null check (scene in ('register', 'login', 'reset-password')),
  code_hash    text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  created_at   timestamptz not null,
  expires_at   timestamptz not null,
  -- Wrong tries; at 5 the code is dead.
  attempts     smallint not null default 0 check (attempts between 0 and 5),
  consumed_at  timestamptz
);
-- Rate limit (codes per target in the last minute and hour) and "the latest code of a scene".
create index verification_codes_by_target on verification_codes (target, created_at);
create index verification_codes_latest on verification_codes (target, scene, created_at desc);

-- What a correct code buys: a single-use ticket for the next step (registration, password reset),
-- bound to the scene and the target. Stored as SHA-256 of the ticket.
create table verification_tickets (
  id           bigserial primary key,
  ticket_hash  text not null unique check (ticket_hash ~ '^[0-9a-f]{64}$'),
  scene        text not null check (scene in ('register', 'login', 'reset-password')),
  target       text not null,
  created_at   timestamptz not null,
  expires_at   timestamptz not null,
  used_at      timestamptz
);

-- The SMS and e-mail outbox SIMULATOR (providers/messaging/outbox-simulator.ts): what would have
-- been sent. Development reads it at GET /dev/outbox.
create table outbox (
  id          bigserial primary key,
  channel     text not null check (channel in ('sms', 'email')),
  recipient   text not null,
  subject     text,
  body        text not null,
  created_at  timestamptz not null
);
create index outbox_by_recipient on outbox (recipient, id desc);
