import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { readSetting } from '../../host-demo/server/settings/table';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's PostgreSQL schemas (helpers/backends.ts), so the teardown finds them all. */
    serverTestRun: string;
    /** Whether the project's files share their worker's modules, and so its kept databases (vitest.config.ts). */
    filesShareModules: boolean;
  }
}

/** The prefix of the PostgreSQL schemas one run of the server suite creates (helpers/backends.ts). */
export const serverTestSchemaPrefix = (run: string) => `nl_test_${run}_`;

/**
 * Gives the server suite's run a name, and after the run drops every PostgreSQL schema it left:
 * the files of a worker reuse their databases (helpers/backends.ts), so the last ones are still
 * kept when the worker ends.
 */
export default function setup(project: TestProject) {
  const run = randomBytes(4).toString('hex');
  project.provide('serverTestRun', run);
  return async () => {
    const url = readSetting('TEST_DATABASE_URL');
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ nspname: string }>('select nspname from pg_namespace where starts_with(nspname, $1)', [serverTestSchemaPrefix(run)]);
      for (const { nspname } of rows) await client.query(`drop schema "${nspname}" cascade`);
    } finally {
      await client.end();
    }
  };
}
