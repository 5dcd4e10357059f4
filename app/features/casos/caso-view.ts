/**
 * What a case screen shows: the server's copy of the case with the user's operations that still
 * wait in the outbox laid over it by each feature's overlay, so that work saved offline appears at
 * once, marked '(Offline)'. Pure, so it is tested without a browser.
 */
import type { ComponentType } from 'react';
import { coordenadasDe } from '../../../shared/geo';
import type { ContagensSemRelatorio } from '../../../shared/relatorio';
import type { SessionUser } from '../../../shared/schemas/auth';
import type { Caso, CasoTile } from '../../../shared/schemas/casos';
import type { Cargo } from '../../../shared/schemas/equipe';
import type { Encaminhamento, Municipio } from '../../../shared/schemas/referencia';
import type { OutboxRequest } from '../../offline/db';
import { foldPending, type Overlay, type PendingMeta, recordIdsOf } from '../../offline/overlay';

/** A row (or record) of the case as a screen shows it. */
export type Salvo<T> = T & {
  /** Saved on the device and not yet on the server (spec §2.1: shown with '(Offline)'). */
  offline: boolean;
};

/**
 * The fields the case features lay over the case, as their screens show them. Each feature adds
 * its own from its folder (its `caso-view.ts`, by declaration merging:
 * `declare module '../casos/caso-view' { interface CamposDoCaso { meios: MeioView[] } }`), so that
 * the case names none of them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: each case feature adds its fields to it (declaration merging)
export interface CamposDoCaso {}

export type CasoView = Omit<Caso, 'identificador' | keyof CamposDoCaso> &
  CamposDoCaso & {
    /** Null until the server has numbered a case created offline. */
    identificador: string | null;
    /** The case itself was created offline and is not on the server yet. */
    offline: boolean;
  };

/** What the overlays may look up: who is working, and the reference lists kept on the device. */
export interface CasoOverlayContext {
  user: SessionUser;
  /** How long a case stays editable, as the server says (the 24-hour rule). */
  janelaEdicaoHoras: number;
  municipio: (id: number) => Municipio | undefined;
  encaminhamento: (codigo: string) => Encaminhamento | undefined;
  /** The positions on the device; left out, a member's cargo is named from the spec's built-in list. */
  cargo?: (id: number) => Cargo | undefined;
}

type CamposDoLugar = 'rua' | 'numero' | 'bairro' | 'complemento' | 'cep' | 'precisao_m' | 'obtida_em';

/**
 * A place typed on the device (address, city, position) as the server will answer it: the city
 * and its state from the device's municipality list, the position as [longitude, latitude].
 */
export function lugarNoAparelho<
  C extends Record<CamposDoLugar, unknown> & {
    cidade_id: number | null;
    estado: unknown;
    latitude: number | null;
    longitude: number | null;
  },
>(
  corpo: C,
  context: CasoOverlayContext,
): Pick<C, CamposDoLugar | 'cidade_id' | 'estado'> & {
  cidade: { id: number; nome: string; uf: string } | null;
  coordenadas: ReturnType<typeof coordenadasDe>;
} {
  const municipio = corpo.cidade_id === null ? undefined : context.municipio(corpo.cidade_id);
  return {
    rua: corpo.rua,
    numero: corpo.numero,
    bairro: corpo.bairro,
    complemento: corpo.complemento,
    cep: corpo.cep,
    cidade_id: corpo.cidade_id,
    cidade: municipio ? { id: municipio.id, nome: municipio.nome, uf: municipio.uf } : null,
    estado: (municipio?.uf as C['estado'] | undefined) ?? corpo.estado,
    coordenadas: coordenadasDe(corpo.latitude, corpo.longitude),
    precisao_m: corpo.precisao_m,
    obtida_em: corpo.obtida_em,
  };
}

/** What a step is given besides its operation: the context, and a case's fields while it has nothing. */
export type CasoStepContext = CasoOverlayContext & { camposVazios: CamposDoCaso };

/** A feature's steps over the case; the view is null while a case created offline has no create yet. */
export type CasoOverlay = Overlay<CasoView | null, CasoStepContext>;

/** The shared schema a step reads its body with: the one the server checks the request with. */
interface SchemaDoCorpo<T> {
  safeParse(body: unknown): { success: true; data: T } | { success: false };
}

/** A record the device created, as the server's list will read it: version 1, its author, its time, marked offline. */
export function criadoNoAparelho<C extends { id: string }>(
  corpo: C,
  meta: PendingMeta,
  { user }: CasoStepContext,
) {
  return {
    ...corpo,
    versao: 1,
    user: { name: user.name, matricula: user.matricula },
    created_at: new Date(meta.createdAt).toISOString(),
    offline: true as const,
  };
}

/**
 * A step over the case from its request's body, read by the shared schema: with no case yet (one
 * created offline, before its create) or a body that does not read, the case stays as it is.
 */
export function peloCorpo<T>(
  schema: SchemaDoCorpo<T>,
  passo: (view: CasoView, corpo: T, meta: PendingMeta, context: CasoStepContext) => CasoView,
) {
  return (
    view: CasoView | null,
    { body }: { body?: unknown },
    meta: PendingMeta,
    context: CasoStepContext,
  ) => {
    const lido = schema.safeParse(body);
    return view && lido.success ? passo(view, lido.data, meta, context) : view;
  };
}

/** A row created on the device in its list, in place of an earlier copy of itself (a create sent again). */
export const comLinha = <T extends { id: string }>(linhas: readonly T[], linha: T): T[] => [
  ...linhas.filter((row) => row.id !== linha.id),
  linha,
];

/** One tile of the hub (spec §2.3 Case hub); its screen is the route of the same name. */
export interface TileDoCaso {
  tile: CasoTile;
  /** The name the officer reads. */
  rotulo: string;
  /**
   * Where a long name may break on a half-width tile at 320 px (a soft hyphen): Chromium on Linux
   * has no pt-BR hyphenation dictionary, so `hyphens: auto` alone would cut the word anywhere.
   */
  rotuloQuebrado?: string;
  icone: ComponentType<{ size?: number }>;
  /** The badge counted again over the case with the work still on the device. */
  contar?: (caso: CasoView) => number;
  /** A badge counted from the other tiles' counts, once these are counted again (the report's progress). */
  contarDasOutras?: (contagens: ContagensSemRelatorio) => number;
  /** The badge's text, when it is more than the count. */
  badge?: (contagem: number) => string;
}

/**
 * What a case feature plugs into the case: the steps its pending operations lay over it, the fields
 * whose rows it marks, its tiles on the hub (registered by parte-do-caso.ts).
 */
export interface ParteDoCaso {
  overlay?: CasoOverlay;
  /** Its fields of the case, with their value in a case that has nothing yet; their rows carry the mark. */
  campos?: Partial<CamposDoCaso>;
  tiles?: readonly TileDoCaso[];
}

type CampoDoCaso = keyof CamposDoCaso;
const camposDe = (partes: readonly ParteDoCaso[]) =>
  partes.flatMap((parte) => Object.keys(parte.campos ?? {}) as CampoDoCaso[]);

/** The features' fields of a case that has nothing yet (created offline). */
function camposVazios(partes: readonly ParteDoCaso[]): CamposDoCaso {
  return Object.assign({}, ...partes.map((parte) => parte.campos));
}

/**
 * The server's copy, the rows of the features' fields marked as saved on the server. Without parts
 * nothing is marked: the report's parity test renders the server's copy as it is.
 */
export function fromServer(caso: Caso, partes: readonly ParteDoCaso[] = []): CasoView {
  const view = { ...caso, offline: false } as CasoView;
  const marcados: Partial<Record<CampoDoCaso, unknown>> = view;
  for (const campo of camposDe(partes)) {
    const valor: unknown = caso[campo];
    marcados[campo] = Array.isArray(valor)
      ? valor.map((row) => ({ ...row, offline: false }))
      : valor && { ...valor, offline: false };
  }
  return view;
}

/** The tiles' counts and the report's progress, counted again over the view. */
function recount(view: CasoView, partes: readonly ParteDoCaso[]): CasoView {
  const tiles = partes.flatMap((parte) => parte.tiles ?? []);
  const contagens = { ...view.contagens };
  for (const { tile, contar } of tiles) if (contar) contagens[tile] = contar(view);
  for (const { tile, contarDasOutras } of tiles)
    if (contarDasOutras) contagens[tile] = contarDasOutras(contagens);
  return { ...view, contagens };
}

/**
 * Lays the pending operations of this case (oldest first) over the server's copy, with the parts
 * every case feature plugs in (parte-do-caso.ts). `server` is null when the server has none: a case
 * created offline, whose create must then be among the operations. Returns null when there is neither.
 */
export function casoWithPending(
  partes: readonly ParteDoCaso[],
  casoId: string,
  server: Caso | null,
  pending: readonly (OutboxRequest & { sentAt?: number })[],
  context: CasoOverlayContext,
): CasoView | null {
  const ofCaso = pending.filter((item) => item.casoId === casoId);
  const overlays = partes.flatMap((parte) => (parte.overlay ? [parte.overlay] : []));
  const view = foldPending(overlays, server && fromServer(server, partes), ofCaso, {
    ...context,
    camposVazios: camposVazios(partes),
  });
  return view && recount(markSent(view, ofCaso, partes), partes);
}

/**
 * Items the server already took (`sentAt`) are still laid over a read older than their sending, so
 * their records stay on the screen; they are shown as saved, not as waiting, unless an item still
 * waiting is about the same record.
 */
function markSent(
  view: CasoView,
  items: readonly (OutboxRequest & { sentAt?: number })[],
  partes: readonly ParteDoCaso[],
): CasoView {
  const waiting = new Set(items.filter((item) => item.sentAt === undefined).flatMap(recordIdsOf));
  const sent = new Set(items.filter((item) => item.sentAt !== undefined).flatMap(recordIdsOf));
  const isSent = (id: string | undefined) => id !== undefined && sent.has(id) && !waiting.has(id);
  if (sent.size === 0) return view;
  const saved = <T extends { id: string; offline: boolean; pessoa?: { id: string } }>(row: T): T =>
    row.offline && (isSent(row.id) || isSent(row.pessoa?.id)) ? { ...row, offline: false } : row;
  const result: CasoView = { ...view, offline: view.offline && !isSent(view.id) };
  const listas: Partial<Record<CampoDoCaso, unknown>> = result;
  for (const campo of camposDe(partes)) {
    const valor = view[campo];
    if (Array.isArray(valor)) listas[campo] = valor.map(saved);
  }
  return result;
}
