/**
 * The report's model (spec §2.3 'Report', §9 'Report PDF', issue 42 item 9): each case feature
 * declares, with its part (`parteDoCaso`), the sections it gives the report — title, place, items
 * and their rows, what the exclusion toggle leaves out. The screen (RelatorioSecoes.tsx) and the
 * PDF (shared/pdf/relatorio.ts) both draw from it, so the preview is the paper.
 */
import type { RelatorioItemTipo } from '../schemas/relatorio';

/** A label and its value; an empty value is never shown. */
export type Linha = readonly [string, string | number | null | undefined];

/** A media file of the item as the report names it, with its hash (the paper's integrity list). */
export interface MidiaDoItem {
  id: string;
  /** The name the export gives the file too ('Vestígio 01 – foto 1'). */
  nome: string;
  video: boolean;
  /** How it was recorded (captured by the app, or imported). */
  registro: string;
  /** A warning on its time, printed in red. */
  alerta: string | null;
  /** What an imported file says of itself. */
  arquivo: string | null;
  sha256: string;
}

/** One item of a section: a person, a means, a vehicle, a group of the team, a note. */
export interface ItemDaSecao {
  /** Unique within its section (the record's id). */
  id: string;
  titulo?: string;
  /** A smaller line above the rows (a note's author and time). */
  subtitulo?: string;
  linhas: readonly Linha[];
  /** A paragraph after the rows (a note, the account of the fact). */
  texto?: string | null;
  /** A bulleted list (the members of a group of the team). */
  lista?: readonly string[];
  /** Images printed after the rows: a media id, or 'croqui' for the sketch. */
  imagens?: readonly { fonte: string; legenda?: string }[];
  midias?: readonly MidiaDoItem[];
  /** What the report screen's toggle leaves out of the report, with the version its write names. */
  exclusao?: { tipo: RelatorioItemTipo; versao: number };
  /** Whom the report screen may summon from here. */
  intimar?: 'suspeito' | 'testemunha';
  /** Still only on the device (a row of the outbox). */
  offline?: boolean;
}

/**
 * A section a case feature gives the report. `itens` reads the case as both sides hold it (the
 * server's `Caso`, the device's view), typed by what the section reads of it; a method, so that a
 * feature declares it on its own fields (shared/caso/relatorio-modelo.ts checks the whole case
 * gives each what it reads).
 */
export interface SecaoDaParte<Caso = never> {
  /** Its name in the model, unique among the report's sections. */
  secao: string;
  titulo: string;
  /** Place among the sections, in tens so that a new one goes between two. */
  ordem: number;
  itens(caso: Caso): readonly ItemDaSecao[];
}

/** Declares a section, keeping the case it reads as its type. */
export function secaoDoRelatorio<Caso>(secao: SecaoDaParte<Caso>): SecaoDaParte<Caso> {
  return secao;
}
