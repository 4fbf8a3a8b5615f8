import type { Database, Queryable } from '../../../host-demo/server/db/database';

export interface Statement {
  sql: string;
  params: readonly unknown[] | undefined;
}

/** Wraps a database to record the statements sent through it, inside transactions too. */
export function countingDb(db: Database): Database & { statements: Statement[] } {
  const statements: Statement[] = [];
  const counting = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      statements.push({ sql, params });
      return q.query(sql, params);
    },
    exec: (sql) => {
      statements.push({ sql, params: undefined });
      return q.exec(sql);
    },
  });
  return {
    engine: db.engine,
    statements,
    ...counting(db),
    transaction: (fn, options) => db.transaction((tx) => fn(counting(tx)), options),
    close: () => db.close(),
  };
}
