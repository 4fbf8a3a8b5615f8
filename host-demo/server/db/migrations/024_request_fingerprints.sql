-- An idempotency key stands for one request (domains/idempotency.ts): the same key with the same
-- request answers what the first did; with another request it is refused (400000014) and changes
-- nothing. Until now a retry was matched by its key alone, so two orders of different numbers and
-- draw counts under one key both answered code 0 with the same order id.
--
-- Each table that records a client's request under its key keeps, beside the key, the SHA-256 of
-- the request (canonical JSON of its data without the key). The key's unique index still decides
-- which of two racing requests is recorded; the other reads the row and compares. Null on rows
-- recorded before this migration: their keys answer as they always did.

-- On the first draw's order (draw_seq 1), the row a retried 101101 looks up; null on the others.
alter table orders add column request_hash bytea check (octet_length(request_hash) = 32);
alter table deposit_orders add column request_hash bytea check (octet_length(request_hash) = 32);
alter table withdrawals add column request_hash bytea check (octet_length(request_hash) = 32);
