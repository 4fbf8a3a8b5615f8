-- 100163 asks for a player's latest self-assessment on every call (is the player at risk, so the
-- responsible-gaming popup is due?): one index probe, whatever the number of assessments.
create index assessments_latest on assessments (player_id, id desc) where player_id is not null;
