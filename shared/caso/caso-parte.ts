/**
 * What a case feature declares about itself, once, beside its endpoints (`shared/api/<área>.ts`):
 * its fields in the case's read model, its hub tiles and its report items, each with its place in
 * the spec's order. `shared/caso-partes.ts` lists the features and composes the case from them.
 */
import type { z } from 'zod';
import type { CamadaDoCroqui } from './croqui-camada';
import type { SecaoDaParte } from './relatorio-secao';

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
  Secoes extends readonly SecaoDaParte[] = readonly SecaoDaParte[],
  Camadas extends readonly CamadaDoCroqui[] = readonly CamadaDoCroqui[],
> {
  /** Its operations (the endpoint table's entries). */
  endpoints: Ops;
  /** Its fields in the case as the hub and every case screen read it. */
  campos: Campos;
  /** Its hub tiles, each with its place in spec §2.3's order (in tens, as `ordem` above). */
  tiles: Record<Tile, number>;
  relatorio?: readonly ItemDaParte<NoInfer<Tile>>[];
  /** Its sections of the report (the model both the screen and the PDF draw: relatorio-secao.ts). */
  secoes?: Secoes;
  /** Its layers of the croqui, for records with a position (croqui-camada.ts). */
  croqui?: Camadas;
}

/** Declares a feature's part, keeping its field, tile and operation names as literal types. */
export function parteDoCaso<
  const Campos extends z.ZodRawShape,
  const Tile extends string,
  Ops extends object,
  const Secoes extends readonly SecaoDaParte[] = readonly [],
  const Camadas extends readonly CamadaDoCroqui[] = readonly [],
>(parte: ParteDoCaso<Campos, Tile, Ops, Secoes, Camadas>): ParteDoCaso<Campos, Tile, Ops, Secoes, Camadas> {
  return parte;
}

/** The case's parts by name (shared/caso/caso-partes.ts): the one list the server's and the app's follow. */
export type Partes = Readonly<Record<string, ParteDoCaso>>;

type Intersecao<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type Plano<T> = { [K in keyof T]: T[K] };

/** The parts' fields, as one shape (its type the parts' fields, each as declared). */
export type CamposDe<P extends Partes> = Plano<Intersecao<P[keyof P]['campos']>>;
/** The parts' operations, as one table. */
export type EndpointsDe<P extends Partes> = Plano<Intersecao<P[keyof P]['endpoints']>>;
export type TileDe<P extends Partes> = {
  [K in keyof P]: P[K] extends ParteDoCaso<z.ZodRawShape, infer Tile> ? Tile : never;
}[keyof P];
/** Every section the parts give the report. */
export type SecoesDe<P extends Partes> = {
  [K in keyof P]: P[K] extends { secoes?: infer S }
    ? S extends readonly (infer Secao)[]
      ? Secao
      : never
    : never;
}[keyof P];

/** Every layer the parts give the croqui. */
export type CamadasDe<P extends Partes> = {
  [K in keyof P]: P[K] extends { croqui?: infer C }
    ? C extends readonly (infer Camada)[]
      ? Camada
      : never
    : never;
}[keyof P];

export function juntarCampos<const P extends Partes>(partes: P): CamposDe<P> {
  return Object.assign({}, ...Object.values(partes).map((parte) => parte.campos));
}

export function juntarEndpoints<const P extends Partes>(partes: P): EndpointsDe<P> {
  return Object.assign({}, ...Object.values(partes).map((parte) => parte.endpoints));
}
