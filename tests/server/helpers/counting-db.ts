import type { Database } from '../../../host-demo/server/db/database';

export interface Statement {
  sql: string;
  params: readonly unknown[] | undefined;
}

/** Wraps a database to record the statements sent through it (outside transactions). */
export function countingDb(db: Database): Database & { statements: Statement[] } {
  const statements: Statement[] = [];
  return {
    engine: db.engine,
    statements,
    query: (sql, params) => {
      statements.push({ sql, params });
      return db.query(sql, params);
    },
    exec: (sql) => {
      statements.push({ sql, params: undefined });
      return db.exec(sql);
    },
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  };
}
