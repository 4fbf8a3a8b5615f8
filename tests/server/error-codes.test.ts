import { describe, expect, it } from 'vitest';
import { GatewayCode } from '../../host-demo/server/gateway/error-codes';
import { ERROR_CATALOGUE } from '../../sdk/errors/catalogue';

describe('gateway error codes', () => {
  it('are every one in the SDK error catalogue, so each has a decided policy', () => {
    const catalogued = new Set(ERROR_CATALOGUE.flatMap((row) => ('code' in row.match ? [row.match.code] : [])));
    const missing = Object.entries(GatewayCode).filter(([, code]) => code !== 0 && !catalogued.has(code));
    expect(missing).toEqual([]);
  });
});
