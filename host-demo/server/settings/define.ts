/**
 * How a table of settings (settings/table.ts) becomes everything else: the settings' type,
 * their defaults, reading them from the environment, and checking values given in code. Generic
 * over the table, so the table itself stays data.
 */
import type { Kind } from './kinds';

/** One setting: its variable is the table's key. */
export interface Setting<P extends string, T> {
  /** Where the value sits, dotted: 'geo.popupType' is `settings.geo.popupType`. */
  readonly path: P;
  readonly kind: Kind<T>;
  /** The value while the variable is unset or empty; a function for a fresh one per process (a random key). */
  readonly default: T | (() => T);
  /** README's default cell when the default is not a value to write down: 'random per process'. */
  readonly defaultDoc?: string;
  /** Said after the default in README: `43200` (12 hours). */
  readonly defaultNote?: string;
  /** README's meaning cell: one line of Markdown. */
  readonly doc: string;
}

/**
 * One entry of a settings table. Its type is its kind's (the default is only checked against
 * it: inferred from both, `oneOf(['warn', …])` with default 'warn' would widen to string).
 *
 * @example setting({ path: 'balanceCacheMs', kind: wholeNumber({ min: 0, max: 60_000 }), default: 1_000, doc: 'how long …' })
 */
export function setting<const P extends string, T>(entry: Omit<Setting<P, T>, 'default'> & { readonly default: NoInfer<T> | (() => NoInfer<T>) }): Setting<P, T> {
  return entry;
}

/** Any entry (a kind's methods are compared bivariantly, so every `Setting<P, T>` is one). */
export type AnySetting = Setting<string, unknown>;
/** Settings by variable name. */
export type SettingsTable = Readonly<Record<string, AnySetting>>;

/** The value type of an entry, read from its kind. */
export type ValueOf<S> = S extends { readonly kind: Kind<infer T> } ? T : never;
/** `'geo.restrict'`, boolean → `{ geo: { restrict: boolean } }`. */
type Nest<P extends string, V> = P extends `${infer Head}.${infer Rest}` ? { [K in Head]: Nest<Rest, V> } : { [K in P]: V };
/** A union of objects as their intersection, which merges the nested objects of the entries. */
type Merge<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** One object type instead of an intersection, all the way down (what an editor shows). */
type Flatten<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]: Flatten<T[K]> } : T;

/**
 * The settings of a table as one nested object type, from the entries' paths and kinds.
 *
 * @example SettingsOf<{ GEO_RESTRICT: Setting<'geo.restrict', boolean> }> // { geo: { restrict: boolean } }
 */
export type SettingsOf<S extends SettingsTable> = Flatten<Merge<{ [V in keyof S]: Nest<S[V]['path'], ValueOf<S[V]>> }[keyof S]>>;

type Tree = Record<string, unknown>;

/** The value at `path` in `tree`, or undefined where the path is missing. */
export function valueAt(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Tree)[key] : undefined), tree);
}

function put(tree: Tree, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  let node = tree;
  for (const key of keys) node = (node[key] ??= {}) as Tree;
  node[last] = value;
}

/**
 * Every entry's default, as the nested settings (a function default is called once here, so a
 * random key is one per process).
 *
 * @example defaultsOf(SETTINGS).geo.popupType // 1
 */
export function defaultsOf<S extends SettingsTable>(table: S): SettingsOf<S> {
  const tree: Tree = {};
  for (const entry of Object.values(table)) put(tree, entry.path, typeof entry.default === 'function' ? (entry.default as () => unknown)() : entry.default);
  return tree as SettingsOf<S>;
}

/**
 * The value `env` gives `variable`, or undefined when it is unset or empty (as before the table:
 * `VARIABLE=` means "the default"). A value its kind refuses throws, naming the variable and what
 * it accepts but never repeating the value, which may be a key or hold a password.
 *
 * @example readVariable('GEO_POPUP_TYPE', SETTINGS.GEO_POPUP_TYPE, { GEO_POPUP_TYPE: '10' }, 1) // throws 'GEO_POPUP_TYPE must be a whole number from 1 to 9'
 */
export function readVariable<T>(variable: string, entry: Setting<string, T>, env: NodeJS.ProcessEnv, fallback: T): T | undefined {
  const text = env[variable];
  if (text === undefined || text === '') return undefined;
  const value = entry.kind.parse(text, fallback);
  if (value === undefined) throw new Error(`${variable} must be ${entry.kind.allowed}`);
  const problem = entry.kind.problem(value);
  if (problem !== null) throw new Error(`${variable} ${problem}`);
  return value;
}

/**
 * The settings `env` gives over `defaults`, and which variables it set. Throws at the first value
 * refused (table order), naming its variable.
 *
 * @example readEnv(SETTINGS, { PORT: '9090' }, DEFAULT_SETTINGS).settings.start.port // 9090
 */
export function readEnv<S extends SettingsTable>(table: S, env: NodeJS.ProcessEnv, defaults: SettingsOf<S>): { settings: SettingsOf<S>; given: string[] } {
  const tree: Tree = {};
  const given: string[] = [];
  for (const [variable, entry] of Object.entries(table)) {
    const fallback = valueAt(defaults, entry.path);
    const value = readVariable(variable, entry, env, fallback);
    if (value !== undefined) given.push(variable);
    put(tree, entry.path, value === undefined ? fallback : value);
  }
  return { settings: tree as SettingsOf<S>, given };
}

/**
 * Throws when a value of `settings` (given in code, so only typed, not bounded) is one its
 * entry's kind refuses, naming the setting by its path: 'geo.popupType must be a whole number
 * from 1 to 9'. Only the `entries` given are checked.
 *
 * @example checkValues(Object.values(SETTINGS), { ...DEFAULT_SETTINGS, sessionCacheSize: -1 }) // throws 'sessionCacheSize must be a whole number'
 */
export function checkValues(entries: readonly AnySetting[], settings: unknown): void {
  for (const entry of entries) {
    const value = valueAt(settings, entry.path);
    const problem = value === undefined ? `must be ${entry.kind.allowed}` : entry.kind.problem(value);
    if (problem !== null) throw new Error(`${entry.path} ${problem}`);
  }
}
