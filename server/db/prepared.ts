import { createHash } from 'node:crypto';

/**
 * A query built once per database handle and prepared on each connection under its name: the
 * requests that run on every screen (the case access check, a search page's rows) cost neither
 * query building here nor planning in PostgreSQL.
 */
export function preparedPer<Db extends object, Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/** A drizzle query: run as built, or prepared. */
export interface Preparable<Result> {
  toSQL(): { sql: string };
  execute(): Promise<Result>;
  prepare(name: string): { execute(): Promise<Result> };
}

/**
 * A query built per request, prepared under the hash of its text: each shape is planned once per
 * connection, and PostgreSQL may settle on a generic plan after five runs. Only for shapes whose
 * best plan does not hang on the values (equalities, a date range): a LIKE's plan does, and is
 * planned every time. Only for SQL whose text does not grow with its values (not an inArray list):
 * each text is one more statement kept on every connection.
 */
export function executePrepared<Result>(query: Preparable<Result>): Promise<Result> {
  const hash = createHash('sha256').update(query.toSQL().sql).digest('hex').slice(0, 24);
  return query.prepare(`q_${hash}`).execute();
}
