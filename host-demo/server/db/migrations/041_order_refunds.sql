-- Refunds of orders cancelled because their game's sales were suspended (SPEC §4: "sales-suspended
-- cancellation (refund to original method)"; refund states under review, refunding, completed,
-- unsuccessful). The operator suspends a game (`npm run game:suspend`): its orders still waiting
-- for a draw become refunded (6) and each gets a refund here, under review; the operator moves it
-- along (`npm run refund:review`): approve (refunding), complete (the stake goes back to the
-- balances it was paid from, in one stake_refund movement order-refund:<id>) or fail (unsuccessful).
--
-- Once only, decided here: each step is one conditional UPDATE on the row's state, so of two
-- operators completing a refund together one moves it and posts the movement, the other finds it
-- completed; the movement's key makes a second credit impossible anyway.
create table order_refunds (
  order_id    bigint primary key references orders(id),
  player_id   bigint not null references players(id),
  amount      bigint not null check (amount > 0),
  reason      text not null check (reason in ('salesSuspended')),
  state       text not null check (state in ('underReview', 'refunding', 'completed', 'unsuccessful')),
  created_at  timestamptz not null,
  updated_at  timestamptz not null
);
create index order_refunds_open on order_refunds (state, created_at) where state in ('underReview', 'refunding');
