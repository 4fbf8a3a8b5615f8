-- Grand prize notices (domains/orders/grand-prize-notices.ts): the winner is e-mailed 14 days
-- before the deadline of the step the prize is in (12 claim, 13 documents) and when it expires
-- (15, 16), once each, by the draw scheduler's leader.

-- The language the player last logged in (or registered) with: messages sent when no request is
-- at hand, such as these notices, are written in it.
alter table players add column language text not null default 'en-US' check (language in ('en-US', 'ar-AE'));

-- The prize status whose notice has been sent: 12 or 13 its reminder, 15 or 16 its expiry e-mail.
-- A notice is due while it differs from prize_status; the one UPDATE that sets it decides who
-- sends, so two processes or two runs never send the same notice twice.
alter table orders add column prize_noticed smallint check (prize_noticed in (12, 13, 15, 16));

-- Prizes expired before the notices existed were expired silently; no belated e-mail for them.
update orders set prize_noticed = prize_status where prize_status in (15, 16);

-- The notices due, by deadline: a prize is in this index only while its current step has no
-- notice yet, so its size follows the live prizes, never every order or grand prize ever.
create index orders_grand_prize_notice_due on orders (prize_expires_at)
  where prize_status in (12, 13, 15, 16) and prize_noticed is distinct from prize_status;

-- The expiry (expire-grand-prizes.ts): the prizes still waiting for a claim or a payment, by
-- deadline; a paid or expired prize leaves it.
create index orders_grand_prize_waiting on orders (prize_expires_at) where prize_status in (12, 13);
