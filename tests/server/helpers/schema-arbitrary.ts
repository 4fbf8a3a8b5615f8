import fc from 'fast-check';
import type * as z from 'zod/mini';

/**
 * fast-check arbitraries derived from a request schema (zod/mini definitions): values of the
 * right shape most of the time, within and at their bounds, mixed with what an attacker sends —
 * strings over their maximum, Unicode and control characters, integers far outside int4, floats,
 * wrong types, extra fields and deep nesting. Field names found in `samples` draw realistic
 * values too (a known e-mail, a valid mobile), so requests get past validation into handlers.
 */

type Schema = z.core.$ZodType;
interface CheckDef {
  check: string;
  maximum?: number;
  minimum?: number;
  length?: number;
  value?: number;
  format?: string;
  pattern?: RegExp;
}
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  [key: string]: unknown;
}
const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

/** Realistic values per field name, drawn beside the generated ones. */
export type Samples = Readonly<Record<string, readonly unknown[]>>;

/** Integers and numbers no request should carry: past int4, past safe integers, fractions, -0. */
const HOSTILE_NUMBERS = [
  2 ** 31, -(2 ** 31) - 1, 2 ** 32, 99_999_999_999, 2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 1.5, -0.5, -0, 0,
  -1,
];

/** A value nested `depth` levels deep, as arrays or objects. */
const deeplyNested = fc
  .tuple(fc.integer({ min: 50, max: 3_000 }), fc.boolean())
  .map(([depth, asObjects]) => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i++) value = asObjects ? { a: value } : [value];
    return value;
  });

/** Whatever else a field might receive instead of its type. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: deeplyNested },
  {
    weight: 2,
    arbitrary: fc.constantFrom(null, true, false, '', [], {}, '__proto__', JSON.parse('{"__proto__":{"polluted":1}}'), { constructor: { prototype: {} } }),
  },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
);

/** Characters that break naive handling: control characters, NUL, bidi overrides, quotes, SQL and HTML. */
const nastyUnit = fc.oneof(
  fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)),
  fc.constantFrom('\u0000', '\u202e', '\u200f', '\ufeff', "'", '"', '\\', '%', '%00', '--', ';', '<script>', '${x}', '{{x}}', '\ud83d\ude00', 'ﷺ', 'ع'),
);

function stringArbitrary(def: Def, name: string, samples: Samples): fc.Arbitrary<unknown> {
  const checks = checksOf(def);
  const max = checks.find((c) => c.check === 'max_length')?.maximum ?? checks.find((c) => c.check === 'length_equals')?.length ?? 1_000;
  const pattern = checks.find((c) => c.check === 'string_format' && c.pattern)?.pattern;
  const shortMax = Math.min(max, 64);
  const options: fc.WeightedArbitrary<unknown>[] = [
    { weight: 4, arbitrary: fc.string({ maxLength: shortMax }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: shortMax }) },
    { weight: 1, arbitrary: fc.string({ unit: nastyUnit, maxLength: Math.min(max, 16) }) },
    // At the bound and just past it (built when drawn: some bounds are megabytes).
    { weight: 1, arbitrary: fc.constantFrom('x', 'ع', ' ', '😀').chain((c) => fc.constantFrom(max, max + 1).map((n) => c.repeat(n))) },
    // Far past it: up to a megabyte.
    { weight: 1, arbitrary: fc.integer({ min: max + 2, max: Math.max(max + 2, 1_000_000) }).map((n) => 'y'.repeat(Math.min(n, max * 10 + 10))) },
  ];
  if (pattern) options.push({ weight: 4, arbitrary: fc.stringMatching(pattern) });
  const known = samples[name];
  if (known?.length) options.push({ weight: 8, arbitrary: fc.constantFrom(...known) });
  return fc.oneof(...options);
}

function numberArbitrary(def: Def, name: string, samples: Samples): fc.Arbitrary<unknown> {
  const checks = checksOf(def);
  const min = Math.max(...checks.filter((c) => c.check === 'greater_than').map((c) => c.value!), -(2 ** 31));
  const max = Math.min(...checks.filter((c) => c.check === 'less_than').map((c) => c.value!), 2 ** 31 - 1);
  const options: fc.WeightedArbitrary<unknown>[] = [
    { weight: 6, arbitrary: fc.integer({ min, max }) },
    { weight: 2, arbitrary: fc.constantFrom(min, max, min - 1, max + 1) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  ];
  const known = samples[name];
  if (known?.length) options.push({ weight: 6, arbitrary: fc.constantFrom(...known) });
  return fc.oneof(...options);
}

/**
 * An arbitrary of values for `schema`: mostly of its shape, sometimes of any other.
 *
 * @example fc.sample(schemaArbitrary(commands.editAddress.request, { country: ['AE'] }), 3)
 */
export function schemaArbitrary(schema: Schema, samples: Samples = {}, name = ''): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 12, arbitrary: shaped(schema, samples, name) }, { weight: 1, arbitrary: wrongValue });
}

function shaped(schema: Schema, samples: Samples, name: string): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
      return fc.oneof({ weight: 3, arbitrary: schemaArbitrary(def.innerType as Schema, samples, name) }, { weight: 1, arbitrary: fc.constant(undefined) });
    case 'nullable':
      return fc.oneof({ weight: 3, arbitrary: schemaArbitrary(def.innerType as Schema, samples, name) }, { weight: 1, arbitrary: fc.constant(null) });
    case 'readonly':
    case 'catch':
      return shaped(def.innerType as Schema, samples, name);
    case 'pipe':
      return shaped(def.in as Schema, samples, name);
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const fields = Object.fromEntries(
        Object.entries(shape).map(([key, field]) => [
          key,
          // A field is left out now and then (JSON drops undefined).
          fc.oneof({ weight: 15, arbitrary: schemaArbitrary(field, samples, key) }, { weight: 1, arbitrary: fc.constant(undefined) }),
        ]),
      );
      const extra = fc.dictionary(fc.string({ maxLength: 12 }), wrongValue, { maxKeys: 3 });
      return fc.tuple(fc.record(fields), fc.oneof({ weight: 6, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extra })).map(([known, more]) => ({ ...more, ...known }));
    }
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map((option) => shaped(option, samples, name)));
    case 'array': {
      const checks = checksOf(def);
      const max = checks.find((c) => c.check === 'max_length')?.maximum ?? 20;
      const element = schemaArbitrary(def.element as Schema, samples, name);
      return fc.oneof(
        { weight: 6, arbitrary: fc.array(element, { maxLength: Math.min(max, 8) }) },
        { weight: 1, arbitrary: fc.array(element, { minLength: max + 1, maxLength: max + 3 }) },
        { weight: 1, arbitrary: fc.integer({ min: max + 1, max: 50_000 }).map((n) => Array.from({ length: n }, () => 1)) },
      );
    }
    case 'string':
      return stringArbitrary(def, name, samples);
    case 'number':
      return numberArbitrary(def, name, samples);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...Object.values(def.entries as Record<string, unknown>)) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });
    default:
      return wrongValue;
  }
}
