import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

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

/** What a query's text hangs on (which filters are present, how many words), named by `key`. */
export interface Shape {
  key: string;
}

/**
 * Shapes kept per database handle, the one used longest ago forgotten first: the words typed make the shapes, and
 * a client typing every count of words must not grow the server's memory without end.
 */
const SHAPES_MAX = 500;

/**
 * Queries whose text hangs on a shape, not on the values: each shape is built once per database
 * handle, with placeholders, and prepared as `build` says — under a name, for a shape whose best
 * plan does not hang on the values (equalities, a date range), so PostgreSQL plans it once per
 * connection; as PostgreSQL's unnamed statement (`prepare(UNNAMED)`) otherwise, planned with the
 * values on each run, as the text of a query built on the spot would be.
 */
export function preparedByShape<Db extends object, S extends Shape, Result>(
  build: (db: Db, shape: S) => PreparedQuery<Result>,
): (db: Db, shape: S) => PreparedQuery<Result> {
  const shapesOf = preparedPer((_db: Db) => new LRUCache<string, PreparedQuery<Result>>({ max: SHAPES_MAX }));
  return (db, shape) => {
    const shapes = shapesOf(db);
    let query = shapes.get(shape.key);
    if (!query) {
      query = build(db, shape);
      shapes.set(shape.key, query);
    }
    return query;
  };
}

/**
 * The statement name of a shape, by a hash of its key: PostgreSQL keeps the first 63 bytes of a
 * name, and two long keys alike in those (a search by six filters, and by the same six and one
 * more) named one statement; the second's prepare then failed on a connection that had run the
 * first ('prepared statement already exists'), a 500 on that connection ever after.
 */
export function nomeDaForma(prefixo: string, key: string): string {
  return `${prefixo}_${createHash('sha256').update(key).digest('base64url').slice(0, 24)}`;
}

/**
 * The name that prepares a drizzle query as PostgreSQL's unnamed statement: node-postgres parses
 * it on every run (no name to remember it by), so PostgreSQL plans it for the values given.
 */
export const UNNAMED = '';
