-- An IBAN belongs to at most one player (SPEC §5: withdrawals only to an account in the player's
-- own name, and wallet withdrawals only to an account with deposit history and the same
-- identity). Until now only "the same IBAN twice for one player" was refused, so players with
-- different verified names could each add one IBAN and each withdraw to it.
--
-- The rule: an IBAN is bound to the player who added it first, and stays bound after that player
-- removes the account. Freeing it on removal would let one player remove it and another add it a
-- minute later, so one bank account would still collect the winnings of several players one after
-- another, which is what the rule forbids (and a known mule pattern); a removal is the player's
-- tidying of their own list, not a change of who owns the bank account. The first player may add
-- it again. A real change of holder (a mistaken first addition, a bank account that changed hands)
-- is for the operator to decide with the evidence, never for a player's request.
--
-- Enforced by the database, so no interleaving of requests and no other code path can break it:
-- the binding's primary key lets one player bind an IBAN (of two players adding it at the same
-- moment, the second waits for the first and then finds it bound), and every account row must name
-- its IBAN's holder (the foreign key below).
create table iban_holders (
  iban       text primary key,
  player_id  bigint not null references players (id),
  bound_at   timestamptz not null,
  -- The target of iban_accounts' foreign key: (iban, player_id) is the holder's pair.
  unique (iban, player_id)
);

-- Bind the IBANs already held to whoever added them first.
insert into iban_holders (iban, player_id, bound_at)
select distinct on (iban) iban, player_id, created_at from iban_accounts order by iban, id;

-- Accounts that other players added later for an IBAN someone held first: locked (kept and listed,
-- they cannot receive money; a withdrawal to one answers 'IBAN account locked, contact support'),
-- so their winnings stop going to someone else's bank account until the operator looks into it.
update iban_accounts a set locked = true
  from iban_holders h
 where h.iban = a.iban and h.player_id <> a.player_id and a.removed_at is null and not a.locked;

-- Every account row names its IBAN's holder. Added NOT VALID because rows of the defect (the ones
-- locked above, and removed ones past withdrawals still name) break it; it holds for every row
-- written from now on, and is validated at once where no such row exists (a new database).
alter table iban_accounts add constraint iban_accounts_iban_holder_fkey
  foreign key (iban, player_id) references iban_holders (iban, player_id) not valid;
do $$
begin
  if not exists (
    select 1 from iban_accounts a join iban_holders h on h.iban = a.iban where h.player_id <> a.player_id
  ) then
    alter table iban_accounts validate constraint iban_accounts_iban_holder_fkey;
  end if;
end
$$;
