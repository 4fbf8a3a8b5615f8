-- One movement kind per transaction category of SPEC §3 (order, order refund, consecutive draws
-- order and refund, prize, deposit, withdrawal, withdrawal failure, refund, failed refund), so
-- the Transactions page reads the category from the movement and never guesses it from a memo.
alter table ledger_movements drop constraint ledger_movements_kind_check;
alter table ledger_movements add constraint ledger_movements_kind_check check (kind in (
  'deposit',            -- card deposit credited
  'withdrawal',         -- withdrawal taken from the balance when submitted
  'withdrawal_failure', -- a rejected or failed withdrawal returned
  'stake',              -- a ticket, card or game bought (category order)
  'stake_refund',       -- an order refunded (cancelled, sales suspended)
  'chase_stake',        -- the orders of a consecutive-draw plan bought
  'chase_refund',       -- undrawn orders of a stopped plan refunded
  'prize',              -- winnings credited
  'refund',             -- a deposit refunded to the card
  'failed_refund',      -- a refund that did not reach the card, put back
  'gift',               -- promotional balance granted
  'adjustment'          -- an operator's correction
));
