-- A refunded stake does not count against the wager limit (DESIGN: limits apply to the whole
-- account; a stopped plan's future draws are refunded, so they were never wagered). A plan claims
-- its whole amount against the wager limit when it is bought (orders/pay-order.ts), in the
-- counting window of that moment; stopping it refunded its undrawn draws but left them counted,
-- so a player who stopped a plan could not bet that money again until the period ended.
--
-- The window the plan's amount counted in (player_limits.period_start as the claim left it), null
-- when the player had no wager limit. Stopping the plan gives the refund back to that window, in
-- the statement that stops it (orders/stop-chase.ts), and to no other: once the window has rolled
-- on, the new one never counted the plan, as a failed deposit gives back its reservation
-- (deposit_orders.limit_window_start, 017_responsible_play.sql).
alter table chases add column wager_window_start timestamptz;

-- Plans still running that were bought in the wager limit's current window, before this column:
-- their amount counted there (a limit set or renewed after the purchase starts its window later).
update chases c set wager_window_start = l.period_start
  from player_limits l
 where l.player_id = c.player_id and l.limit_type = 4 and c.state = 1
   and c.created_at >= l.period_start and c.created_at < l.period_end;
