-- SPEC §5 "Name-mismatch warning affects later deposits and wagers": the eKYC provider verified
-- the document but the name on it differs from the account's in a way it will not call a
-- mismatch (spelling, transliteration, a missing middle name). The player is verified (3) with
-- this warning; while it stands, deposits and wagers are refused (403000803) and withdrawals are
-- not. A later attempt verified without the warning clears it.
alter table players add column kyc_name_warning boolean not null default false;
-- The attempt keeps its own flag, so 100147 answers the same verdict on every read.
alter table kyc_attempts add column name_warning boolean not null default false;
