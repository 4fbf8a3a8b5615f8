import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../../sdk/errors/catalogue';
import { ErrorCode, ErrorCodeRange, codesOf, errorCodeName, isInRange, type ErrorCodeName } from '../../../sdk/errors/codes';

const entries = Object.entries(ErrorCode) as [ErrorCodeName, number][];
const ranges = Object.values(ErrorCodeRange);
const cataloguedCodes = new Set(ERROR_CATALOGUE.flatMap((row) => ('code' in row.match ? [row.match.code] : [])));

describe('ErrorCode: one name per code', () => {
  it('gives no two names the same code', () => {
    const byCode = new Map<number, string[]>();
    for (const [name, code] of entries) byCode.set(code, [...(byCode.get(code) ?? []), name]);
    expect([...byCode.values()].filter((names) => names.length > 1)).toEqual([]);
  });

  it('names every code in camelCase words, without the number in the name', () => {
    for (const [name] of entries) expect(name).toMatch(/^[a-z][a-zA-Z]*$/);
  });

  it('gives every code a doc comment saying what it means or where SPEC §8 puts it', () => {
    const source = readFileSync(fileURLToPath(new URL('../../../sdk/errors/codes.ts', import.meta.url)), 'utf8');
    const undocumented = entries
      .map(([name]) => name)
      .filter((name) => !new RegExp(`/\\*\\*[^\\n]*\\*/\\s*\\n\\s*${name}: \\d+,`).test(source));
    expect(undocumented).toEqual([]);
  });

  it('uses nine-digit codes (and 0 for success)', () => {
    for (const [name, code] of entries) if (name !== 'ok') expect(String(code), name).toMatch(/^[1-9]\d{8}$/);
    expect(ErrorCode.ok).toBe(0);
  });

  it('keeps named codes out of the named ranges but the geo codes the gateway answers, which stay under the range\'s policy', () => {
    const inRanges = entries.filter(([, code]) => ranges.some((range) => isInRange(code, range)));
    // The gateway names why it refuses a location (no token, bad token, outside); the SDK still
    // treats them as SPEC §8's range: the geo popup with the message, and nothing else.
    expect(inRanges.map(([name]) => name)).toEqual(['geoTokenMissing', 'geoTokenInvalid', 'geoOutsideTerritory']);
    const policies = inRanges.map(([, code]) => ERROR_CATALOGUE.filter((row) => 'code' in row.match && row.match.code === code).map((row) => row.policy.kind));
    expect(inRanges.every(([, code]) => isInRange(code, ErrorCodeRange.geoRestricted))).toBe(true);
    expect(policies).toEqual([['geo'], ['geo'], ['geo']]);
  });

  it('answers the name of a code, and nothing for a code without one', () => {
    expect(errorCodeName(403000720)).toBe('amlRestricted');
    expect(errorCodeName(ErrorCode.kycRequired)).toBe('kycRequired');
    expect(errorCodeName(123)).toBeUndefined();
  });

  it('expands a range with both ends included', () => {
    expect(codesOf(ErrorCodeRange.quietNotices)).toEqual([100501001, 100501002, 100501003, 100501004]);
    expect(codesOf(ErrorCodeRange.geoRestricted)).toHaveLength(14);
  });
});

describe('ErrorCode and the catalogue agree', () => {
  it('names every gateway code the catalogue has a row for (or it lies in a named range)', () => {
    const unnamed = [...cataloguedCodes].filter((code) => code >= 0 && errorCodeName(code) === undefined && !ranges.some((r) => isInRange(code, r)));
    expect(unnamed).toEqual([]);
  });

  it('has a decided policy (a row by code or per command) for every named code but success', () => {
    const undecided = entries.filter(([name, code]) => name !== 'ok' && !cataloguedCodes.has(code)).map(([name]) => name);
    expect(undecided).toEqual([]);
  });

  it('has a row for every code of every named range', () => {
    for (const range of ranges) expect(codesOf(range).filter((code) => !cataloguedCodes.has(code))).toEqual([]);
  });
});
