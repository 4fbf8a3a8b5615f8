/**
 * The signature of an e-instant wallet call (docs/e-instants.md): a game studio's server signs the
 * `data` of each balance, bet, win and rollback call with the key the operator gave it, so a
 * browser that holds the game session token still cannot move money by calling the wallet itself.
 * HMAC-SHA256 over the canonical JSON of the call's data without its `signature`, lowercase hex.
 * WebCrypto, so the same code signs in a studio's Node server and checks in a test.
 *
 * @example
 * const data = { sessionToken, transactionId: 'tx-1', roundId: 'r-1', amount: 500 };
 * await client.call('eInstantBet', { ...data, signature: await walletSignature(studioKey, data) });
 */

/**
 * JSON with every object's keys in sorted order and undefined members left out, so one call
 * always has one text whatever order its fields were written in.
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

/** The text a wallet call's signature covers: its data without `signature`, canonical. */
export function signedText(data: Readonly<Record<string, unknown>>): string {
  const { signature: _signature, ...rest } = data;
  return canonicalJson(rest);
}

/**
 * Signs a wallet call's data with the studio's key (any string of at least 32 characters).
 *
 * @returns 64 lowercase hex digits
 * @example const signature = await walletSignature(key, { sessionToken });
 */
export async function walletSignature(key: string, data: Readonly<Record<string, unknown>>): Promise<string> {
  const encoder = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(signedText(data))));
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
}
