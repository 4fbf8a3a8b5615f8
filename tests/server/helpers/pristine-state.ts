import type { Database } from '../../../host-demo/server/db/database';

/**
 * What a freshly migrated, catalogue-seeded test database holds, captured once so a test's
 * database can be put back to it in a few milliseconds instead of being opened anew (a PGlite
 * clone takes about a second to start, a PostgreSQL schema a third of one to migrate).
 */
export interface PristineState {
  /** Every table of the schema, quoted. */
  readonly tables: readonly string[];
  /** The seeded tables' rows as JSON, with the columns they can be written back to. */
  readonly rows: readonly { table: string; columns: string; json: string }[];
  /** Every sequence's position (ids restart where the seed left them). */
  readonly sequencesJson: string;
  /** The schema's shape; a test that changed it (dropped a table) gets a fresh database instead. */
  readonly shape: string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Relations, columns and triggers of the current schema, as one digest. */
const SHAPE_SQL = `
  select md5(
    coalesce((select string_agg(c.relname || ':' || c.relkind::text, ',' order by c.relname)
              from pg_class c where c.relnamespace = to_regnamespace(current_schema())), '') || '|' ||
    coalesce((select string_agg(c.relname || '.' || a.attname || ':' || a.atttypid::text, ',' order by c.relname, a.attnum)
              from pg_attribute a join pg_class c on c.oid = a.attrelid
              where c.relnamespace = to_regnamespace(current_schema()) and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped), '') || '|' ||
    coalesce((select string_agg(c.relname || '.' || t.tgname || ':' || t.tgenabled::text, ',' order by c.relname, t.tgname)
              from pg_trigger t join pg_class c on c.oid = t.tgrelid
              where c.relnamespace = to_regnamespace(current_schema())), '')
  ) as shape`;

async function shapeOf(db: Database): Promise<string> {
  const { rows } = await db.query<{ shape: string }>(SHAPE_SQL);
  return rows[0]!.shape;
}

/** Reads the pristine state of `db`, which must have just been migrated and seeded. */
export async function capturePristineState(db: Database): Promise<PristineState> {
  const { rows: tableRows } = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c where c.relnamespace = to_regnamespace(current_schema()) and c.relkind in ('r', 'p') order by 1`,
  );
  const tables = tableRows.map((r) => quote(r.name));
  const rows: { table: string; columns: string; json: string }[] = [];
  for (const { name } of tableRows) {
    const table = quote(name);
    const { rows: data } = await db.query<{ json: string | null }>(`select json_agg(t)::text as json from ${table} t`);
    const json = data[0]?.json;
    if (!json) continue;
    // Generated columns are computed again on insert; they cannot be written.
    const { rows: columns } = await db.query<{ name: string }>(
      `select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
      [name],
    );
    rows.push({ table, columns: columns.map((c) => quote(c.name)).join(', '), json });
  }
  const { rows: sequences } = await db.query<{ json: string | null }>(`
    select json_agg(json_build_object('name', s.sequencename, 'value', coalesce(s.last_value, s.start_value), 'called', s.last_value is not null))::text as json
      from pg_sequences s where s.schemaname = current_schema()`);
  return { tables, rows, sequencesJson: sequences[0]?.json ?? '[]', shape: await shapeOf(db) };
}

/**
 * Puts `db` back to `state`: empties every table, writes the seeded rows back and rewinds the
 * sequences, in one transaction with triggers and foreign keys off (the ledger's append-only
 * trigger guards players' money, not a test's scratch copy). DELETE rather than TRUNCATE: on
 * tables this small it is ten times faster. False when the test changed the schema itself, so
 * the caller opens a fresh database instead.
 */
export async function resetToPristineState(db: Database, state: PristineState): Promise<boolean> {
  if ((await shapeOf(db)) !== state.shape) return false;
  await db.transaction(async (tx) => {
    await tx.exec(`set local session_replication_role = replica; ${state.tables.map((t) => `delete from ${t};`).join(' ')}`);
    for (const { table, columns, json } of state.rows) {
      await tx.query(`insert into ${table} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${table}, $1::json)`, [json]);
    }
    await tx.query(
      `select setval(format('%I', s.name)::regclass, s.value, s.called) from json_to_recordset($1::json) as s(name text, value bigint, called boolean)`,
      [state.sequencesJson],
    );
  });
  return true;
}
