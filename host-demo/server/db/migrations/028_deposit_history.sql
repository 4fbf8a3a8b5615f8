-- 420505 deposit history: a player's deposits newest first, keyset by id (as 420606 pages
-- withdrawals). The unique (player_id, idempotency_key) index cannot serve that order.
create index deposit_orders_player on deposit_orders (player_id, id);
