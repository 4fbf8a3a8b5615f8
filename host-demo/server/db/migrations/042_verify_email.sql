-- A player who registered by mobile has an e-mail address on the account that was never verified,
-- so an e-mail login answered 403000623 with no way on. Scene 'verify-email': a code sent to that
-- address (001012) buys a ticket (001013) that an e-mail and password login (100200) spends to mark
-- the address verified. Both the code and the password are needed, so a wrong address typed at
-- registration gives its owner nothing.
alter table verification_codes drop constraint verification_codes_scene_check;
alter table verification_codes add constraint verification_codes_scene_check
  check (scene in ('register', 'login', 'reset-password', 'withdraw', 'family', 'verify-email'));

alter table verification_tickets drop constraint verification_tickets_scene_check;
alter table verification_tickets add constraint verification_tickets_scene_check
  check (scene in ('register', 'login', 'reset-password', 'verify-email'));
