-- Issue 21: a per-minute game page asks, as each draw lands, for the player's orders of that one
-- draw (101065 with a phase). This index answers it from the player and the draw, so the read
-- costs that draw's orders, not the player's history or everyone's tickets in the draw.
create index orders_player_draw on orders (player_id, draw_id, id);
