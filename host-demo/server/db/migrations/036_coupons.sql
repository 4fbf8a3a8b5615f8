-- Coupons (SPEC §3 Coupon: amount, minAmount, validStartTimestamp, validEndTimestamp; couponId on
-- recharge orders). An operator grants one to a player (`npm run coupon`); the player names it
-- when opening a deposit (420544 couponId) of at least min_amount, inside its validity, and the
-- coupon's amount is credited to the gift balance in the transaction that credits the deposit.
--
-- State is not a stored column that a job must keep true: used = used_at set; expired = not used
-- and valid_until passed (decided at read time against the clock, so a read never writes);
-- available = the rest.
--
-- Once only, decided here: a coupon is held by at most one deposit at a time (deposit_order_id,
-- set by one conditional UPDATE that also checks it is free, so of racing deposits one wins the
-- row lock and the others re-check and find it taken); a deposit holds at most one coupon (unique);
-- used_at is set by the crediting transaction only for the deposit holding it, once.
create table coupons (
  id                bigserial primary key,
  player_id         bigint not null references players(id),
  amount            bigint not null check (amount > 0 and amount <= 100000000),
  min_amount        bigint not null check (min_amount >= 0 and min_amount <= 100000000),
  valid_from        timestamptz not null,
  valid_until       timestamptz not null,
  -- The deposit that named it; a failed or timed-out deposit lets the next one take it over.
  deposit_order_id  bigint unique references deposit_orders(id),
  used_at           timestamptz,
  created_at        timestamptz not null,
  check (valid_until > valid_from),
  check (used_at is null or deposit_order_id is not null)
);

-- The player's lists, keyset-paged (102004): unused ones by validity end (available from now on,
-- expired back from now), used ones by when. A page reads pageSize + 1 entries of one range, so
-- neither list's cost grows with the other states' rows. The count of available ones (102011) and
-- the deposit picker (102012) read the same unused range.
create index coupons_player_unused on coupons (player_id, valid_until, id) where used_at is null;
create index coupons_player_used on coupons (player_id, used_at, id) where used_at is not null;
