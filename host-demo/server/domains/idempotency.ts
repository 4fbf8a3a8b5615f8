/**
 * What an idempotency key promises (the commands whose request carries `idempotencyKey`: 101101
 * placeOrder, 420544 recharge, 420605 withdraw). A key stands for one request, as payment APIs
 * treat it (Stripe among them): the same key with the same request answers what the first did and
 * does nothing more; the same key with another request is refused with 400000014 and changes
 * nothing. Before this, a retry was matched by its key alone, so two orders of different numbers
 * and draw counts under one key both answered code 0 with the first order's id: the player was
 * told a plan had been bought that did not exist.
 *
 * Each command records its request under the key in the row it writes anyway (orders, deposit
 * orders, withdrawals: 024_request_fingerprints.sql), with the SHA-256 of the request in
 * `request_hash`. The row's unique key decides which of two requests racing under one key is
 * recorded; the other finds that row and compares fingerprints in the statement that reads it
 * ({@link sameRequestSql}). So a new request costs no statement for this, and two different
 * requests never both leave a record.
 */
import { createHash } from 'node:crypto';
import { ErrorCode } from '../../../sdk/errors/codes';
import { GatewayError } from '../errors/gateway-error';

/**
 * JSON with every object's keys in sorted order and undefined members left out, so one request
 * always has one text whatever order its fields arrived in. For the checked `data` of a request,
 * whose schema bounds its shape (unknown fields are dropped), so the recursion stays shallow.
 *
 * @example canonicalJson({ b: 1, a: [{ d: 2, c: undefined }] }) // '{"a":[{"d":2}],"b":1}'
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The fingerprint of a request: SHA-256 of the canonical JSON of its checked `data` without the
 * key itself and without `leaveOut`, the fields that authorise a request rather than say what it
 * does (420605's one-time code: a retry may carry a fresh one). The checked data has the schema's
 * defaults filled in, so leaving out a default and sending it are the same request.
 *
 * @example const hash = requestFingerprint(data, ['code']); // 32 bytes, stored in request_hash
 */
export function requestFingerprint(data: object, leaveOut: readonly string[] = []): Buffer {
  const described = Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'idempotencyKey' && !leaveOut.includes(key)));
  return createHash('sha256').update(canonicalJson(described)).digest();
}

/**
 * SQL: whether the row's stored fingerprint (`column`) is the request's (parameter `param`). A row
 * recorded before fingerprints were kept has none, and answers its key as it always did.
 *
 * @example `select id, ${sameRequestSql('request_hash', '$3')} as same_request from deposit_orders where ...`
 */
export function sameRequestSql(column: string, param: string): string {
  return `(${column} is null or ${column} = ${param}::bytea)`;
}

/**
 * Refuses a key that was first sent with another request (400000014), else lets the caller answer
 * the first request's outcome.
 *
 * @example refuseOtherRequest(row.same_request); return answer(row);
 */
export function refuseOtherRequest(sameRequest: boolean): void {
  if (!sameRequest) throw new GatewayError(ErrorCode.idempotencyKeyReused);
}
