-- 103001 order cancellation (SPEC §4 "canceled (refunding, refunded)"): a player may cancel a
-- single order while its draw's sales are open; it is refunded in the same transaction, so it
-- becomes 6 (refunded) as a stopped plan's undrawn orders do. Until now 6 was a plan order's only.
-- The check was written without a name (016_orders.sql): found by its text, replaced by a named one.
do $$
declare
  old_check text;
begin
  select conname into old_check from pg_constraint
   where conrelid = 'orders'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%chase_id IS NULL%';
  execute format('alter table orders drop constraint %I', old_check);
end $$;
alter table orders add constraint orders_status_by_kind
  check (case when chase_id is null then status in (1, 2, 3, 6) else status in (4, 5, 6, 7) end);
