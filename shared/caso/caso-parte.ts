/**
 * What a case feature declares about itself, once, beside its endpoints (`shared/api/<área>.ts`):
 * its fields in the case's read model, its hub tiles and its report items, each with its place in
 * the spec's order. `shared/caso-partes.ts` lists the features and composes the case from them.
 */
import type { z } from 'zod';

/** One of the report's items (spec §4 Report progress): a tile whose count fills it. */
export interface ItemDaParte<Tile extends string> {
  tile: Tile;
  /** What the report screen's warning says is missing. */
  rotulo: string;
  /** Place among the report's items (spec §4), in tens so that a new item goes between two. */
  ordem: number;
  /** When the count fills the item; more than none unless said. */
  preenchido?: (contagem: number) => boolean;
}

export interface ParteDoCaso<
  Campos extends z.ZodRawShape = z.ZodRawShape,
  Tile extends string = string,
  Ops extends object = object,
> {
  /** Its operations (the endpoint table's entries). */
  endpoints: Ops;
  /** Its fields in the case as the hub and every case screen read it. */
  campos: Campos;
  /** Its hub tiles, each with its place in spec §2.3's order (in tens, as `ordem` above). */
  tiles: Record<Tile, number>;
  relatorio?: readonly ItemDaParte<NoInfer<Tile>>[];
}

/** Declares a feature's part, keeping its field, tile and operation names as literal types. */
export function parteDoCaso<
  const Campos extends z.ZodRawShape,
  const Tile extends string,
  Ops extends object,
>(parte: ParteDoCaso<Campos, Tile, Ops>): ParteDoCaso<Campos, Tile, Ops> {
  return parte;
}

type Juntar<T extends readonly unknown[], Chave extends 'campos' | 'endpoints'> = T extends readonly [
  infer Primeira,
  ...infer Resto,
]
  ? (Primeira extends ParteDoCaso ? Primeira[Chave] : never) & Juntar<Resto, Chave>
  : unknown;

type Plano<T> = { [K in keyof T]: T[K] };

/** The parts' fields, as one shape (its type the parts' fields, each as declared). */
export type CamposDe<Partes extends readonly ParteDoCaso[]> = Plano<Juntar<Partes, 'campos'>>;
/** The parts' operations, as one table. */
export type EndpointsDe<Partes extends readonly ParteDoCaso[]> = Plano<Juntar<Partes, 'endpoints'>>;
export type TileDe<Partes extends readonly ParteDoCaso[]> = {
  [I in keyof Partes]: Partes[I] extends ParteDoCaso<z.ZodRawShape, infer Tile> ? Tile : never;
}[number];

export function juntarCampos<const Partes extends readonly ParteDoCaso[]>(partes: Partes): CamposDe<Partes> {
  return Object.assign({}, ...partes.map((parte) => parte.campos));
}

export function juntarEndpoints<const Partes extends readonly ParteDoCaso[]>(
  partes: Partes,
): EndpointsDe<Partes> {
  return Object.assign({}, ...partes.map((parte) => parte.endpoints));
}
