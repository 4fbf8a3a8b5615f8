/**
 * Renders the command table of sdk/commands into docs/commands.md: each command's code, name,
 * domain, methods, session rule, geo header and encryption, and the fields of its request and
 * response with their types and bounds, read from the zod schemas themselves. Development
 * tooling: it lives outside sdk/ so it is never part of the published SDK.
 *
 * @example renderCommandsReference(commands) // the Markdown of docs/commands.md
 */
import type * as z from 'zod/mini';
import type { CommandDefinition } from '../sdk/commands';
import { readCommandSummaries } from './command-summaries';

type Schema = z.core.$ZodType;
/** The parts of a zod definition this renderer reads; zod's own types vary per schema kind. */
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  [key: string]: unknown;
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
  path?: PropertyKey[];
  fn?: (...args: never[]) => unknown;
  error?: (issue: object) => unknown;
}

/** One field of a request or response, as the reference lists it. */
export interface FieldRow {
  /** Dotted path inside `data`; `[]` marks the items of an array. */
  path: string;
  type: string;
  /** 'required', 'optional', or 'default <value>'. */
  presence: string;
  rules: string[];
  /** For a union of objects: which variant the field belongs to. */
  when?: string;
}

/** The fields of a schema, and its whole-object rules (cross-field checks). */
export interface SchemaDescription {
  rows: FieldRow[];
  notes: string[];
  /** True when the object refuses fields it does not declare. */
  strict: boolean;
}

const defOf = (schema: Schema): Def => schema._zod.def as unknown as Def;

/** The message of a check or schema given as a string (our translation keys), if any. */
function messageOf(def: { error?: (issue: object) => unknown }): string | undefined {
  const message = def.error?.({});
  return typeof message === 'string' ? message : undefined;
}

function checkRules(def: Def): string[] {
  const rules: string[] = [];
  const lengthOf = def.type === 'array' ? 'items' : 'length';
  let min: number | undefined;
  let max: number | undefined;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    switch (c.check) {
      case 'min_length':
        min = c.minimum;
        break;
      case 'max_length':
        max = c.maximum;
        break;
      case 'length_equals':
        rules.push(`${lengthOf} ${c.length}`);
        break;
      case 'greater_than':
        rules.push(`${c.inclusive ? '≥' : '>'} ${c.value}`);
        break;
      case 'less_than':
        rules.push(`${c.inclusive ? '≤' : '<'} ${c.value}`);
        break;
      case 'string_format':
        rules.push(c.format === 'regex' && c.pattern ? `matches \`${String(c.pattern)}\`` : `format ${c.format}`);
        break;
      case 'custom': {
        const name = c.fn?.name;
        const message = messageOf(c);
        rules.push(['rule', name && name !== 'fn' ? `\`${name}\`` : '', message ? `(${message})` : ''].filter(Boolean).join(' '));
        break;
      }
      default:
        // overwrite (trim) and number_format change or type the value; the type column says the rest.
        break;
    }
  }
  if (min !== undefined && max !== undefined) rules.unshift(`${lengthOf} ${min}-${max}`);
  else if (min !== undefined) rules.unshift(`${lengthOf} ≥ ${min}`);
  else if (max !== undefined) rules.unshift(`${lengthOf} ≤ ${max}`);
  return rules;
}

interface Unwrapped {
  schema: Schema;
  presence: string;
  nullable: boolean;
}

/** Strips optional, default, nullable, catch, readonly and lazy wrappers, remembering what they said. */
function unwrap(schema: Schema): Unwrapped {
  let presence = 'required';
  let nullable = false;
  for (;;) {
    const def = defOf(schema);
    if (def.type === 'optional') {
      if (presence === 'required') presence = 'optional';
      schema = def.innerType as Schema;
    } else if (def.type === 'default') {
      presence = `default ${JSON.stringify(def.defaultValue)}`;
      schema = def.innerType as Schema;
    } else if (def.type === 'nullable') {
      nullable = true;
      schema = def.innerType as Schema;
    } else if (def.type === 'catch' || def.type === 'readonly') {
      schema = def.innerType as Schema;
    } else if (def.type === 'pipe') {
      schema = def.in as Schema;
    } else if (def.type === 'lazy') {
      // zod caches a lazy schema's result here; calling the getter again would build a new one.
      schema = (schema._zod as unknown as { innerType: Schema }).innerType;
    } else {
      return { schema, presence, nullable };
    }
  }
}

const isObjectLike = (schema: Schema): boolean => {
  const def = defOf(unwrap(schema).schema);
  if (def.type === 'object') return true;
  if (def.type === 'intersection') return isObjectLike(def.left as Schema) && isObjectLike(def.right as Schema);
  if (def.type === 'union') return (def.options as Schema[]).every(isObjectLike);
  return false;
};

/** The type of a value that is not an object, e.g. `integer`, `"email" | "mobile"`, `string[]`. */
function typeName(schema: Schema): string {
  const { schema: inner, nullable } = unwrap(schema);
  const def = defOf(inner);
  let name: string;
  switch (def.type) {
    case 'number':
      name = def.format === 'safeint' || (def.checks ?? []).some((c) => c._zod.def.format === 'safeint') ? 'integer' : 'number';
      break;
    case 'literal':
      name = (def.values as unknown[]).map((v) => JSON.stringify(v)).join(' | ');
      break;
    case 'enum':
      name = Object.values(def.entries as Record<string, unknown>).map((v) => JSON.stringify(v)).join(' | ');
      break;
    case 'union':
      name = (def.options as Schema[]).map(typeName).join(' | ');
      break;
    case 'array': {
      const element = typeName(def.element as Schema);
      name = element.includes(' ') ? `(${element})[]` : `${element}[]`;
      break;
    }
    case 'intersection':
    case 'object':
      name = 'object';
      break;
    case 'record':
      name = `record of ${typeName(def.valueType as Schema)}`;
      break;
    default:
      name = def.type;
  }
  return nullable ? `${name} | null` : name;
}

function variantLabel(option: Schema, discriminator: string | undefined, index: number): string {
  if (discriminator) {
    const shape = defOf(unwrap(option).schema).shape as Record<string, Schema> | undefined;
    const tag = shape?.[discriminator];
    if (tag) return `${discriminator} = ${typeName(tag)}`;
  }
  return `variant ${index + 1}`;
}

/**
 * Lists the fields of a request or response schema. Nested objects become dotted paths; arrays of
 * objects list their items under `path[]`; the variants of a union of objects are marked `when`.
 *
 * @example describeSchema(commands.balance.response).rows.map((r) => r.path) // ['betBalance', ...]
 */
export function describeSchema(schema: Schema): SchemaDescription {
  const rows: FieldRow[] = [];
  const notes: string[] = [];
  let strict = false;
  // Schemas being described on the current path, so a recursive schema (nav tabs) ends.
  const open = new Map<Schema, string>();

  function objectNotes(def: Def, prefix: string) {
    for (const check of def.checks ?? []) {
      const c = check._zod.def;
      if (c.check !== 'custom') continue;
      const where = [prefix, ...(c.path ?? []).map(String)].filter(Boolean).join('.');
      notes.push(`${where ? `\`${where}\`: ` : ''}${messageOf(c) ?? 'custom rule'}`);
    }
  }

  function fields(target: Schema, prefix: string, when: string | undefined, top: boolean) {
    const { schema: inner } = unwrap(target);
    const def = defOf(inner);
    if (def.type === 'object') {
      if (top && defOf((def.catchall as Schema | undefined) ?? inner).type === 'never') strict = true;
      objectNotes(def, prefix);
      const opened = !open.has(inner);
      if (opened) open.set(inner, prefix);
      for (const [key, field] of Object.entries(def.shape as Record<string, Schema>)) describeField(field, prefix ? `${prefix}.${key}` : key, when);
      if (opened) open.delete(inner);
    } else if (def.type === 'intersection') {
      fields(def.left as Schema, prefix, when, top);
      fields(def.right as Schema, prefix, when, top);
    } else if (def.type === 'union') {
      const discriminator = def.discriminator as string | undefined;
      (def.options as Schema[]).forEach((option, i) => {
        const label = variantLabel(option, discriminator, i);
        fields(option, prefix, when ? `${when}; ${label}` : label, top);
      });
    }
  }

  function describeField(target: Schema, path: string, when: string | undefined) {
    const unwrapped = unwrap(target);
    const def = defOf(unwrapped.schema);
    const rules = checkRules(def);
    const message = messageOf(def as { error?: (issue: object) => unknown });
    if (message) rules.push(`else ${message}`);
    const recursiveOf = open.get(unwrapped.schema);
    if (recursiveOf !== undefined) {
      rows.push({ path, type: `same as ${recursiveOf || 'data'}`, presence: unwrapped.presence, rules, when });
      return;
    }
    const arrayOfObjects = def.type === 'array' && isObjectLike(def.element as Schema);
    rows.push({ path, type: arrayOfObjects ? 'object[]' : typeName(target), presence: unwrapped.presence, rules, when });
    if (unwrapped.nullable && arrayOfObjects) rows[rows.length - 1]!.type += ' | null';
    if (isObjectLike(unwrapped.schema)) {
      fields(unwrapped.schema, path, when, false);
    } else if (arrayOfObjects) {
      const element = unwrap(def.element as Schema).schema;
      const same = open.get(element);
      if (same !== undefined) {
        rows[rows.length - 1]!.type = `list of ${same || 'data'}`;
        return;
      }
      fields(element, `${path}[]`, when, false);
    }
  }

  if (isObjectLike(schema)) {
    fields(schema, '', undefined, true);
  } else {
    rows.push({ path: '(data)', type: typeName(schema), presence: unwrap(schema).presence, rules: checkRules(defOf(unwrap(schema).schema)) });
  }
  return { rows, notes, strict };
}

const cell = (text: string) => text.replace(/\|/g, '\\|');
const code = (text: string) => `\`${text}\``;

/** 'required', 'optional (used when valid)' or 'never sent' for a command's session token. */
function sessionRule(c: CommandDefinition): string {
  if (c.sessionExempt) return 'never sent';
  return c.requiresSession ? 'required' : 'optional';
}

function anchor(c: CommandDefinition): string {
  return `${c.code}-${c.name.toLowerCase()}`;
}

function fieldTable(title: string, schema: Schema): string[] {
  const { rows, notes, strict } = describeSchema(schema);
  const out = [`**${title}**`, ''];
  if (rows.length === 0) {
    out.push(strict ? 'Empty object; any field is refused.' : 'Empty object.');
  } else {
    const withWhen = rows.some((r) => r.when);
    out.push(withWhen ? '| Field | Type | Presence | Rules | When |' : '| Field | Type | Presence | Rules |');
    out.push(withWhen ? '|---|---|---|---|---|' : '|---|---|---|---|');
    for (const r of rows) {
      const cells = [code(r.path), code(r.type), r.presence, r.rules.join('; ')];
      if (withWhen) cells.push(r.when ?? '');
      out.push(`| ${cells.map(cell).join(' | ')} |`);
    }
    if (strict) out.push('', 'Fields not listed are refused.');
  }
  if (notes.length) out.push('', 'Whole-object rules:', '', ...notes.map((n) => `- ${n}`));
  out.push('');
  return out;
}

/**
 * The whole reference as Markdown, in the table's order.
 *
 * @example writeFileSync('docs/commands.md', renderCommandsReference(commands));
 */
export function renderCommandsReference(
  table: Readonly<Record<string, CommandDefinition>>,
  summaries: Readonly<Record<string, string>> = readCommandSummaries(),
): string {
  const all = Object.entries(table).map(([key, def]) => ({ ...def, summary: summaries[key] ?? '' }));
  const flag = (on: boolean | undefined) => (on ? 'yes' : '');
  const out = [
    '# Gateway commands',
    '',
    '<!-- Generated from sdk/commands by `npm run commands:doc`. Do not edit by hand:',
    '     tests/sdk/commands-reference.test.ts fails when this file differs from the table. -->',
    '',
    'Every command of the `/hapi` gateway (SPEC §7), as declared in `sdk/commands`. The SDK\'s',
    '`client.call`, the transport (session header, geo JWT, encryption), the reference server\'s',
    'router and its config (`geoCommand`, `encryptCommand`) all read the same declarations.',
    '',
    '- **Session**: `required` — refused without a valid token; `optional` — sent and used when',
    '  valid; `never sent` — the token is left out even when the player has one.',
    '- **Geo**: carries the geo JWT header when the player\'s geo status is not valid.',
    '- **Encrypted**: the message is encrypted when config `encryptOpen` is on, and the server',
    '  refuses it in clear text.',
    '- Amounts are minor units (fils). Messages such as `validation.mobile` are translation keys.',
    '',
    '| Code | Name | Domain | Methods | Session | Geo | Encrypted | Summary |',
    '|---|---|---|---|---|---|---|---|',
    ...all.map((c) =>
      `| ${[c.code, `[${c.name}](#${anchor(c)})`, c.domain, c.methods.join(', '), sessionRule(c), flag(c.geoHeader), flag(c.encrypted), c.summary].map(cell).join(' | ')} |`,
    ),
    '',
  ];
  for (const c of all) {
    out.push(
      `## ${c.code} ${c.name}`,
      '',
      c.summary,
      '',
      `Domain \`${c.domain}\` · methods ${c.methods.join(', ')} · session ${sessionRule(c)} · geo JWT ${c.geoHeader ? 'yes' : 'no'} · encrypted ${c.encrypted ? 'yes' : 'no'}`,
      '',
      ...fieldTable('Request `data`', c.request),
      ...fieldTable('Response `data`', c.response),
    );
  }
  return `${out.join('\n').trimEnd()}\n`;
}
