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
