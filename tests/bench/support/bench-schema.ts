import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Runs `fn` with a schema of its own on the PostgreSQL at `url` (random name, `nl_bench_…`),
 * dropped afterwards whatever happens, so a bench never touches another run's tables.
 *
 * @example await withBenchSchema(url, async (schema) => { const db = await openPostgres({ connectionString: url, schema }); … });
 */
export async function withBenchSchema<T>(url: string, fn: (schema: string) => Promise<T>): Promise<T> {
  const schema = `nl_bench_${randomBytes(6).toString('hex')}`;
  await admin(url, `create schema ${schema}`);
  try {
    return await fn(schema);
  } finally {
    await admin(url, `drop schema ${schema} cascade`);
  }
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
