-- Card deposits (SPEC §3 Recharge order, Card payment form; §4 recharge polling). The card number,
-- CVV and expiry typed by the player never reach these tables: the acquirer tokenises the card and
-- we keep its token, brand, last four digits, expiry and holder, plus a fingerprint (HMAC-SHA256
-- of the number with a server secret that is not in the database) so a card saved on another
-- account is recognised without the number.

-- Saved cards. One row per card and player; the same card on two players is what 420550 answers
-- with checkError (SPEC §4), so both indexes exist: per player (unique) and by fingerprint.
create table saved_cards (
  id           bigserial primary key,
  player_id    bigint not null references players (id),
  fingerprint  text not null check (fingerprint ~ '^[0-9a-f]{64}$'),
  token        text not null unique,
  brand        text not null,
  last4        char(4) not null check (last4 ~ '^[0-9]{4}$'),
  -- MM/YY as on the card.
  expiry       char(5) not null check (expiry ~ '^(0[1-9]|1[0-2])/[0-9]{2}$'),
  holder_name  text not null,
  -- The acquirer reported the card blocked; it stays listed, unusable.
  blocked_at   timestamptz,
  created_at   timestamptz not null
);
create unique index saved_cards_player_fingerprint on saved_cards (player_id, fingerprint);
create index saved_cards_fingerprint on saved_cards (fingerprint);

-- One deposit: opened by 420544 (PENDING), paid by 420550/420551, ended once: SUCCESS (credited
-- in the same transaction, see domains/deposits/credit-deposit.ts), FAILURE or TIMEOUT.
create table deposit_orders (
  id               bigserial primary key,
  player_id        bigint not null references players (id),
  -- The public id of the deposit (gatewayId); a FAILURE ends it, the client opens a new one.
  gateway_id       text not null unique,
  amount           bigint not null check (amount > 0),
  -- Payment channel (SPEC §7: 710 recharge call, 716 card payment dialogs).
  channel          integer not null,
  state            text not null default 'PENDING' check (state in ('PENDING', 'SUCCESS', 'FAILURE', 'TIMEOUT')),
  -- The client's key of the 420544 request: a retry answers the same order.
  idempotency_key  text not null,
  -- Where the 3-D Secure page sends the player back (a path on this site).
  return_path      text not null,
  -- The acquirer's payment reference once a card payment started.
  payment_id       text unique,
  card_id          bigint references saved_cards (id) on delete set null,
  -- The acquirer's or gateway's reason, shown on FAILURE (gatewayMemo).
  memo             text,
  -- A PENDING order past this is TIMEOUT (read as such before any write says so).
  expires_at       timestamptz not null,
  -- Set by the one card payment the order may carry (420550/420551 claim it in one statement,
  -- so two payments sent together cannot both charge the card).
  payment_started_at timestamptz,
  created_at       timestamptz not null,
  updated_at       timestamptz not null,
  unique (player_id, idempotency_key)
);
create index deposit_orders_card on deposit_orders (card_id) where card_id is not null;

-- Card payment attempts per player (SPEC §4 "account locked after too many attempts"). Counted
-- and decided in one statement (domains/deposits/attempts.ts): an attempt past the limit within
-- the window locks deposits until locked_until; a credited deposit starts the count again.
create table deposit_attempts (
  player_id          bigint primary key references players (id),
  attempts           integer not null check (attempts >= 0),
  window_started_at  timestamptz not null,
  locked_until       timestamptz
);

-- SIMULATOR of the card acquirer (providers/payments/simulator.ts): the payments it keeps open,
-- as a real acquirer keeps them on its side: a 3-D Secure challenge waiting for its page, or a
-- payment that never answers (the timeout test card). Never a card number: the card is its token.
create table acquirer_simulator_payments (
  -- Random, unguessable: it is also the 3-D Secure page's address.
  payment_id     text primary key,
  -- The merchant's reference (our gatewayId).
  reference      text not null,
  token          text not null,
  amount         bigint not null check (amount > 0),
  -- pending (timeout card), challenge (waiting for the 3-D Secure page), approved, declined.
  status         text not null check (status in ('pending', 'challenge', 'approved', 'declined')),
  -- Where the page sends the player when the challenge is done (a path on the merchant's site).
  return_path    text not null,
  language       text not null,
  created_at     timestamptz not null,
  completed_at   timestamptz
);
