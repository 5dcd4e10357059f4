import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './access';

/** When the server recorded the row. */
export function createdAt() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}

export function timestamps() {
  return {
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  };
}

/** A user the row names; users are deactivated rather than deleted, so no cascade. */
export function usuario(column: string) {
  return uuid(column)
    .notNull()
    .references(() => users.id);
}

/** The user who made the row. */
export function createdBy() {
  return usuario('created_by');
}

/** Off leaves the record out of the report without deleting it. */
export function incluirRelatorio() {
  return boolean('incluir_relatorio').notNull().default(true);
}

/** Nullable, because a location typed by hand or an unavailable GPS fix has none. */
export function coordinates() {
  return {
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  };
}

function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * A check that keeps a column within one of the option lists of shared/options.ts. Literals are
 * inlined because check constraints cannot take bind parameters. NULL passes, as in SQL.
 */
export function checkOneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, sql`${column} IN (${sql.raw(values.map(literal).join(', '))})`);
}

/** The same for a text[] column: every element must be one of the values. */
export function checkAllOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, sql`${column} <@ ARRAY[${sql.raw(values.map(literal).join(', '))}]::text[]`);
}

/** Both coordinates or neither, each within the globe. */
export function checkCoordinates(prefix: string, latitude: AnyPgColumn, longitude: AnyPgColumn) {
  return [
    check(`${prefix}_coordinates_pair`, sql`(${latitude} IS NULL) = (${longitude} IS NULL)`),
    check(`${prefix}_latitude_range`, sql`${latitude} BETWEEN -90 AND 90`),
    check(`${prefix}_longitude_range`, sql`${longitude} BETWEEN -180 AND 180`),
  ];
}

/** A position: its coordinates checked, and an accuracy only where there is a point, never below 0. */
export function checkPosicao(
  prefix: string,
  t: { latitude: AnyPgColumn; longitude: AnyPgColumn; precisaoM: AnyPgColumn },
) {
  return [
    ...checkCoordinates(prefix, t.latitude, t.longitude),
    check(
      `${prefix}_precisao_check`,
      sql`${t.precisaoM} IS NULL OR (${t.precisaoM} >= 0 AND ${t.latitude} IS NOT NULL)`,
    ),
  ];
}

/** The trigram index behind accent- and case-insensitive search on a text column. */
export function trigramExpression(column: AnyPgColumn): SQL {
  return sql`immutable_unaccent(lower(${column})) gin_trgm_ops`;
}

/** A time of day read back as the forms write it, 'HH:mm' (PostgreSQL answers 'HH:mm:ss'). */
export const horaMinuto = customType<{ data: string; driverData: string }>({
  dataType: () => 'time',
  fromDriver: (value) => value.slice(0, 5),
});

/**
 * What a seized thing carries (issue 42 item 5): serial number, seal (lacre), deposit place and
 * date; named as the shared fields (shared/schemas/apreensao.ts) so a row spreads into them.
 */
export function apreensao() {
  return {
    numero_serie: text('numero_serie'),
    lacre: text('lacre'),
    deposito_local: text('deposito_local'),
    deposito_data: date('deposito_data'),
  };
}
