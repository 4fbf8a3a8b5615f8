-- Geo restriction (SPEC §3 geo state, §4 Geo, §7 geo JWT): betting and deposits need a location
-- inside the licensed territory, proved by the geolocation verifier's signed token.

-- An operator's exemption (SPEC §3 userGeoWhiteList): a whitelisted player passes every geo check
-- (`npm run player:geo-whitelist`).
alter table players add column geo_whitelisted boolean not null default false;

-- The player's last location proved inside the territory, and until when it counts: a
-- geo-checked command within that time needs no new token (100206 userGeoCacheExpireTime).
-- One row per player, written with one upsert when a valid token is presented; reading it is a
-- primary-key probe.
create table player_geo_cache (
  player_id   bigint primary key references players (id),
  checked_at  timestamptz not null,
  expires_at  timestamptz not null,
  check (expires_at > checked_at)
);
