/**
 * What a case screen shows: the server's copy of the case with the user's operations that still
 * wait in the outbox laid over it by each feature's overlay, so that work saved offline appears at
 * once, marked '(Offline)'. Pure, so it is tested without a browser.
 */
import { marcadoresDoCroqui } from '../../../shared/croqui';
import { progressoRelatorio } from '../../../shared/relatorio';
import type { Acionamento } from '../../../shared/schemas/acionamentos';
import type { Anotacao, VideoNota } from '../../../shared/schemas/anotacoes';
import type { SessionUser } from '../../../shared/schemas/auth';
import type { Caso } from '../../../shared/schemas/casos';
import type { Cargo, Compartilhamento, EquipeMembro } from '../../../shared/schemas/equipe';
import type { Camera, LocalCrime } from '../../../shared/schemas/locais';
import type { Meio } from '../../../shared/schemas/meios';
import type { PessoaCaso } from '../../../shared/schemas/pessoa-caso';
import { PAPEL_LISTA, type PessoaPapel } from '../../../shared/schemas/pessoas';
import type { Encaminhamento, Municipio } from '../../../shared/schemas/referencia';
import type { Midia, Vestigio } from '../../../shared/schemas/vestigios';
import type { OutboxRequest } from '../../offline/db';
import { foldPending, type Overlay, recordIdsOf } from '../../offline/overlay';

export type PessoaCasoView = PessoaCaso & {
  /** Saved on the device and not yet on the server (spec §2.1: shown with '(Offline)'). */
  offline: boolean;
};

type Salvo<T> = T & {
  /** Saved on the device and not yet on the server. */
  offline: boolean;
};
export type LocalCrimeView = Salvo<LocalCrime>;
export type CameraView = Salvo<Camera>;
export type MeioView = Salvo<Meio>;
export type AcionamentoView = Salvo<Acionamento>;
export type AnotacaoView = Salvo<Anotacao>;
export type VideoNotaView = Salvo<VideoNota>;
export type EquipeMembroView = Salvo<EquipeMembro>;
export type CompartilhamentoView = Salvo<Compartilhamento>;
/** A media saved on the device carries its bytes until uploaded, for the screen's object URLs. */
export type MidiaView = Midia & { blob?: Blob | null; posterBlob?: Blob | null };
export type VestigioView = Salvo<Omit<Vestigio, 'midias'> & { midias: MidiaView[] }>;

export type CasoView = Omit<
  Caso,
  | 'identificador'
  | 'vitimas'
  | 'testemunhas'
  | 'suspeitos'
  | 'geolocalizacao_caso'
  | 'geolocalizacao_camera'
  | 'meios'
  | 'acionamentos'
  | 'anotacoes'
  | 'video_nota'
  | 'vestigios'
  | 'equipe'
  | 'compartilhamentos'
> & {
  /** Null until the server has numbered a case created offline. */
  identificador: string | null;
  vitimas: PessoaCasoView[];
  testemunhas: PessoaCasoView[];
  suspeitos: PessoaCasoView[];
  geolocalizacao_caso: LocalCrimeView[];
  geolocalizacao_camera: CameraView[];
  meios: MeioView[];
  /** In chronological order. */
  acionamentos: AcionamentoView[];
  /** Newest first, as the server orders them; a note saved on the device goes on top. */
  anotacoes: AnotacaoView[];
  video_nota: VideoNotaView | null;
  vestigios: VestigioView[];
  equipe: EquipeMembroView[];
  compartilhamentos: CompartilhamentoView[];
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

/** A feature's steps over the case; the view is null while a case created offline has no create yet. */
export type CasoOverlay = Overlay<CasoView | null, CasoOverlayContext>;

export function fromServer(caso: Caso): CasoView {
  const saved = <T>(rows: T[]) => rows.map((row) => ({ ...row, offline: false }));
  return {
    ...caso,
    vitimas: saved(caso.vitimas),
    testemunhas: saved(caso.testemunhas),
    suspeitos: saved(caso.suspeitos),
    geolocalizacao_caso: saved(caso.geolocalizacao_caso),
    geolocalizacao_camera: saved(caso.geolocalizacao_camera),
    meios: saved(caso.meios),
    acionamentos: saved(caso.acionamentos),
    anotacoes: saved(caso.anotacoes),
    video_nota: caso.video_nota && { ...caso.video_nota, offline: false },
    vestigios: saved(caso.vestigios),
    equipe: saved(caso.equipe),
    compartilhamentos: saved(caso.compartilhamentos),
    offline: false,
  };
}

/** The tiles of the lists the case holds and the report's progress, counted again over the view. */
function recount(view: CasoView): CasoView {
  const { relatorio: _relatorio, ...contagens } = {
    ...view.contagens,
    vitima: view.vitimas.length,
    testemunha: view.testemunhas.length,
    suspeito: view.suspeitos.length,
    geolocalizacaoCaso: view.geolocalizacao_caso.length,
    camera_seguranca: view.geolocalizacao_camera.length,
    meios: view.meios.length,
    acionamentos: view.acionamentos.length,
    anotacaoComplementar: view.anotacoes.length,
    equipe: view.equipe.length,
    compartilhamento: view.compartilhamentos.length,
    vestigio: view.vestigios.length,
    croqui: marcadoresDoCroqui(view).length,
  };
  return { ...view, contagens: { ...contagens, relatorio: progressoRelatorio(contagens) } };
}

/**
 * Lays the pending operations of this case (oldest first) over the server's copy. `server` is null
 * when the server has none: a case created offline, whose create must then be among the
 * operations. Returns null when there is neither.
 */
export function casoWithPending(
  overlays: readonly CasoOverlay[],
  casoId: string,
  server: Caso | null,
  pending: readonly (OutboxRequest & { sentAt?: number })[],
  context: CasoOverlayContext,
): CasoView | null {
  const ofCaso = pending.filter((item) => item.casoId === casoId);
  const view = foldPending(overlays, server && fromServer(server), ofCaso, context);
  return view && recount(markSent(view, ofCaso));
}

/** The lists whose rows carry their own `offline` mark. */
const MARKED_LISTS = [
  'vitimas',
  'testemunhas',
  'suspeitos',
  'geolocalizacao_caso',
  'geolocalizacao_camera',
  'meios',
  'acionamentos',
  'anotacoes',
  'vestigios',
  'equipe',
  'compartilhamentos',
] as const;

/**
 * Items the server already took (`sentAt`) are still laid over a read older than their sending, so
 * their records stay on the screen; they are shown as saved, not as waiting, unless an item still
 * waiting is about the same record.
 */
function markSent(view: CasoView, items: readonly (OutboxRequest & { sentAt?: number })[]): CasoView {
  const waiting = new Set(items.filter((item) => item.sentAt === undefined).flatMap(recordIdsOf));
  const sent = new Set(items.filter((item) => item.sentAt !== undefined).flatMap(recordIdsOf));
  const isSent = (id: string | undefined) => id !== undefined && sent.has(id) && !waiting.has(id);
  if (sent.size === 0) return view;
  const saved = <T extends { id: string; offline: boolean; pessoa?: { id: string } }>(row: T): T =>
    row.offline && (isSent(row.id) || isSent(row.pessoa?.id)) ? { ...row, offline: false } : row;
  const result: CasoView = { ...view, offline: view.offline && !isSent(view.id) };
  for (const list of MARKED_LISTS)
    (result[list] as { id: string; offline: boolean }[]) = view[list].map(saved);
  return result;
}

/** The list of one role. */
export function pessoasDoPapel(caso: CasoView, papel: PessoaPapel): PessoaCasoView[] {
  return caso[PAPEL_LISTA[papel]];
}
