-- Account migration (SPEC §2 accountMigration, login required; 001006 lists, 600701 migrates):
-- accounts of the previous lottery platform, imported by the operator, each with the balance it
-- held there. A player sees and migrates only the ones registered to the player's verified e-mail
-- address or verified mobile number (matched on the same keys as players_email / players_mobile).
--
-- Once only, decided here: migrated_player_id is set by one conditional UPDATE (still null, and
-- the row matches the player), so of two requests together one wins the row lock and the other
-- finds it migrated; the balance is credited in the same transaction under the movement key
-- account-migration:<legacy_ref>, which the ledger refuses twice.
create table legacy_accounts (
  id                  bigserial primary key,
  legacy_ref          text not null unique check (legacy_ref ~ '^[A-Z0-9][A-Z0-9-]{3,31}$'),
  -- Lower case, as players_email compares it.
  email               text check (email = lower(email)),
  country_code        text check (country_code ~ '^\d{1,4}$'),
  mobile              text check (mobile ~ '^[1-9]\d{5,11}$'),
  balance             bigint not null check (balance >= 0 and balance <= 100000000),
  last_active_at      timestamptz not null,
  migrated_player_id  bigint references players(id),
  migrated_at         timestamptz,
  check ((migrated_player_id is null) = (migrated_at is null)),
  check (email is not null or mobile is not null),
  check ((country_code is null) = (mobile is null))
);
create index legacy_accounts_email on legacy_accounts (email) where email is not null;
create index legacy_accounts_mobile on legacy_accounts (country_code, mobile) where mobile is not null;
