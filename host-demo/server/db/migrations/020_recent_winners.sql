-- 101067 recent winners (the Quick Five winner ticker): the newest credited wins, of all games or
-- of one, read as one backward range scan of a partial index that holds only wins, so the ticker
-- costs the same however many orders there are.
create index orders_recent_wins on orders (settled_at desc, id desc) where status in (3, 7) and prize > 0;
create index orders_recent_wins_game on orders (lottery_type, settled_at desc, id desc) where status in (3, 7) and prize > 0;
