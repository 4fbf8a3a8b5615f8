-- Today's net position (100157, issue 10 "beyond the spec"): won minus spent today, read while
-- the player plays the per-minute games. One range scan of this index answers it: the player's
-- play movements (stakes, their refunds, prizes: wallet/transaction-kinds.ts PLAY_KINDS) from the
-- start of their day, with the kind and amount in the index so the table is not visited. Its cost is the
-- number of today's play movements, whatever the player's history before today.
create index ledger_movements_player_play_day on ledger_movements (player_id, created_at) include (kind, player_amount)
  where player_id is not null and kind in ('stake', 'stake_refund', 'chase_stake', 'chase_refund', 'prize');
