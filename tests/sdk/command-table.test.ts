import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { describeSchema } from '../../scripts/commands-reference';
import {
  ClientInfoSchema,
  ENCRYPTED_CODES,
  GEO_CHECKED_CODES,
  MAX_REQUEST_AMOUNT,
  SESSION_EXEMPT_CODES,
  amountField,
  commands,
  type CommandDefinition,
} from '../../sdk/commands';
import { TRANSPORT_GEO_CHECKED_CODES, TRANSPORT_SESSION_EXEMPT_CODES } from '../../sdk/commands/command-index';
import { commandLoaders } from '../../sdk/commands/loaders';
import { INT4_MAX, INT4_MIN, boundedString } from '../../sdk/validation/bounds';

const all: CommandDefinition[] = Object.values(commands);
const requestFields = (c: CommandDefinition) => describeSchema(c.request).rows;

describe('the command table', () => {
  it('has one command per code and per name', () => {
    expect(new Set(all.map((c) => c.code)).size).toBe(all.length);
    expect(new Set(all.map((c) => c.name)).size).toBe(all.length);
    for (const [key, c] of Object.entries(commands)) expect(c.name).toBe(key);
  });

  it('lets the client load every command of the table, each as the very definition the table holds', async () => {
    expect(Object.keys(commandLoaders).sort()).toEqual(Object.keys(commands).sort());
    for (const [name, definition] of Object.entries(commands)) {
      expect(await commandLoaders[name as keyof typeof commands](), name).toBe(definition);
    }
  });

  it('gives the transport the same session-exempt and geo-checked codes as the table declares', () => {
    expect([...TRANSPORT_SESSION_EXEMPT_CODES].sort()).toEqual([...SESSION_EXEMPT_CODES].sort());
    expect([...TRANSPORT_GEO_CHECKED_CODES].sort()).toEqual([...GEO_CHECKED_CODES].sort());
  });

  it('sends the geo JWT with exactly the commands SPEC §7 names (101105, 101101, 420544, 420550, 420551) and the scratch-card purchase (101301, issue 20: geo applies to instant games) and the e-instant launch (101310)', () => {
    expect([...GEO_CHECKED_CODES].sort()).toEqual(['101101', '101105', '101301', '101310', '420544', '420550', '420551']);
  });

  it('encrypts every command whose request carries a password, a card number or a CVV, and no other', () => {
    const secret = /password|cardNo|cvv/i;
    const carrying = all.filter((c) => requestFields(c).some((f) => secret.test(f.path))).map((c) => c.code);
    expect(carrying.sort()).toEqual(['100113', '100200', '100201', '100203', '100233', '420550', '420551']);
    expect([...ENCRYPTED_CODES].sort()).toEqual(carrying.sort());
  });

  it('never sends the session token with login, registration, codes, password reset, a partner page\'s hand-off login and the super-app\'s login and binding (SPEC §6), nor with the calls the server of a game studio or micro-app signs (docs/e-instants.md)', () => {
    expect([...SESSION_EXEMPT_CODES].sort()).toEqual(['001001', '001012', '001013', '100200', '100201', '100202', '100203', '100231', '100232', '100233', '101312', '101313', '101314', '101315', '101316', '700021']);
  });

  it('bounds every string, list and number of every request, and of clientInfo', () => {
    const schemas: [string, Schema][] = [...all.map((c): [string, Schema] => [c.name, c.request]), ['clientInfo', ClientInfoSchema]];
    expect(schemas.flatMap(([name, schema]) => unboundedFields(schema).map((field) => `${name}.${field}`))).toEqual([]);
  });

  it('keeps every integer of a request inside a PostgreSQL integer column', () => {
    for (const c of all) {
      for (const range of numberRanges(c.request)) {
        expect(range.min, `${c.name}.${range.path}`).toBeGreaterThanOrEqual(INT4_MIN);
        expect(range.max, `${c.name}.${range.path}`).toBeLessThanOrEqual(INT4_MAX);
      }
    }
  });

  it('caps every amount of a request at MAX_REQUEST_AMOUNT fils, and refuses one fil more', () => {
    const amounts = all.flatMap((c) => numberRanges(c.request).filter((r) => /(^|\.)(amount|money)$/i.test(r.path)).map((r) => ({ ...r, name: c.name })));
    expect(amounts.map((a) => `${a.name}.${a.path}`).sort()).toEqual(
      ['buyScratchCard.amount', 'cardPay.money', 'cvvPay.money', 'eInstantBet.amount', 'eInstantWin.amount', 'orderPreCheck.amount', 'placeOrder.amount', 'recharge.amount', 'usableCoupons.amount', 'withdraw.amount'],
    );
    for (const a of amounts) expect(a.max, `${a.name}.${a.path}`).toBe(MAX_REQUEST_AMOUNT);
    const refused = z.safeParse(amountField, MAX_REQUEST_AMOUNT + 1);
    expect(refused.error?.issues.map((i) => i.message)).toEqual(['validation.amountTooLarge']);
    expect(z.safeParse(amountField, MAX_REQUEST_AMOUNT).success).toBe(true);
  });

  it('finds an unbounded field wherever it hides, so a new one cannot slip in', () => {
    const careless = z.object({
      name: z.string(),
      tags: z.array(boundedString(10)),
      nested: z.optional(z.object({ count: z.int().check(z.minimum(0)) })),
      either: z.union([z.literal(-1), z.array(z.int())]),
    });
    expect(unboundedFields(careless)).toEqual([
      'name: string without a maximum length',
      'tags: list without a maximum size',
      'nested.count: number without a maximum',
      'either: list without a maximum size',
      'either[]: number without a minimum',
      'either[]: number without a maximum',
    ]);
  });
});

type Schema = z.core.$ZodType;
interface Def {
  type: string;
  checks?: { _zod: { def: { check: string; maximum?: number; length?: number; value?: number } } }[];
  [key: string]: unknown;
}
const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

/**
 * Walks a request schema (zod/mini definitions) and calls `leaf` on every string, number and list,
 * with its dotted path (`[]` for the items of a list). Kinds the walk does not know are reported
 * through `unknownKind`, so a new kind of schema is looked at rather than passed over.
 */
function walk(schema: Schema, path: string, leaf: (def: Def, path: string) => void, unknownKind: (def: Def, path: string) => void): void {
  const def = defOf(schema);
  const at = (key: string) => (path ? `${path}.${key}` : key);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'nullable':
    case 'readonly':
    case 'catch':
      return walk(def.innerType as Schema, path, leaf, unknownKind);
    case 'pipe':
      return walk(def.in as Schema, path, leaf, unknownKind);
    case 'object':
      for (const [key, field] of Object.entries(def.shape as Record<string, Schema>)) walk(field, at(key), leaf, unknownKind);
      if (def.catchall && defOf(def.catchall as Schema).type !== 'never') walk(def.catchall as Schema, at('*'), leaf, unknownKind);
      return;
    case 'union':
      for (const option of def.options as Schema[]) walk(option, path, leaf, unknownKind);
      return;
    case 'array':
      leaf(def, path);
      return walk(def.element as Schema, `${path}[]`, leaf, unknownKind);
    case 'string':
    case 'number':
      return leaf(def, path);
    case 'boolean':
    case 'literal':
    case 'enum':
      return;
    default:
      return unknownKind(def, path);
  }
}

/** Every field of a schema that lacks a bound, as `path: what is missing`. */
function unboundedFields(schema: Schema): string[] {
  const found: string[] = [];
  walk(
    schema,
    '',
    (def, path) => {
      const checks = checksOf(def);
      const has = (kind: string) => checks.some((c) => c.check === kind);
      if (def.type === 'string' && !has('max_length') && !has('length_equals')) found.push(`${path}: string without a maximum length`);
      if (def.type === 'array' && !has('max_length') && !has('length_equals')) found.push(`${path}: list without a maximum size`);
      if (def.type === 'number') {
        if (!has('greater_than')) found.push(`${path}: number without a minimum`);
        if (!has('less_than')) found.push(`${path}: number without a maximum`);
      }
    },
    (def, path) => found.push(`${path}: ${def.type}, a kind of schema the walk does not know`),
  );
  return found;
}

/** The declared range of every number of a schema. */
function numberRanges(schema: Schema): { path: string; min: number; max: number }[] {
  const ranges: { path: string; min: number; max: number }[] = [];
  walk(
    schema,
    '',
    (def, path) => {
      if (def.type !== 'number') return;
      const values = (kind: string) => checksOf(def).filter((c) => c.check === kind).map((c) => c.value!);
      ranges.push({ path, min: Math.max(-Infinity, ...values('greater_than')), max: Math.min(Infinity, ...values('less_than')) });
    },
    () => {},
  );
  return ranges;
}
