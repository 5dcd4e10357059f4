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

/** A drizzle query: run as built, or prepared and run with its placeholders' values. */
export interface Preparable<Result> {
  execute(): Promise<Result>;
  prepare(name: string): PreparedQuery<Result>;
}

export interface PreparedQuery<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/**
 * Queries whose text hangs on a shape (which filters are present), not on the values: each shape
 * is built once per database handle, with placeholders, and prepared on each connection under
 * the name `build` gives it. Only for shapes whose best plan does not hang on the values
 * (equalities, a date range): a LIKE's does, and is built and planned every time.
 */
export function preparedByShape<Db extends object, Result>(
  build: (db: Db, shape: string) => PreparedQuery<Result>,
): (db: Db, shape: string) => PreparedQuery<Result> {
  const shapesOf = preparedPer((_db: Db) => new Map<string, PreparedQuery<Result>>());
  return (db, shape) => {
    const shapes = shapesOf(db);
    let query = shapes.get(shape);
    if (!query) {
      query = build(db, shape);
      shapes.set(shape, query);
    }
    return query;
  };
}
