/**
 * What a case screen shows: the server's copy of the case with the user's operations that still
 * wait in the outbox laid over it, so that work saved offline appears at once, marked '(Offline)'.
 * Pure, so it is tested without a browser.
 */
import type { Caso, CasoTile } from '../../../shared/schemas/casos';
import { PAPEL_COLECAO, type PessoaCaso, type PessoaPapel } from '../../../shared/schemas/pessoas';
import type { OutboxRequest } from '../../offline/db';

export type PessoaCasoView = PessoaCaso & {
  /** Saved on the device and not yet on the server (spec §2.1: shown with '(Offline)'). */
  offline: boolean;
};

export type CasoView = Omit<Caso, 'identificador' | 'vitimas' | 'testemunhas' | 'suspeitos'> & {
  /** Null until the server has numbered a case created offline. */
  identificador: string | null;
  vitimas: PessoaCasoView[];
  testemunhas: PessoaCasoView[];
  suspeitos: PessoaCasoView[];
  /** The case itself was created offline and is not on the server yet. */
  offline: boolean;
};

const COLECAO_PAPEL = Object.fromEntries(
  Object.entries(PAPEL_COLECAO).map(([papel, colecao]) => [colecao, papel]),
) as Record<string, PessoaPapel>;

type Lista = 'vitimas' | 'testemunhas' | 'suspeitos';

const LISTA_TILE: Record<Lista, CasoTile> = {
  vitimas: 'vitima',
  testemunhas: 'testemunha',
  suspeitos: 'suspeito',
};

/** The url of an operation on this case's people: which list, and which person (edits, deletes). */
function pessoaOperacao(url: string, casoId: string): { lista: Lista; pessoaId: string | null } | null {
  const match = /^\/casos\/([^/]+)\/(vitimas|testemunhas|suspeitos)(?:\/([^/]+))?$/.exec(url);
  if (!match || match[1] !== casoId || !match[2] || !COLECAO_PAPEL[match[2]]) return null;
  return { lista: match[2] as Lista, pessoaId: match[3] ?? null };
}

function documentoOperacao(url: string): string | null {
  return /^\/pessoas\/([^/]+)\/documentos(?:\/[^/]+)?$/.exec(url)?.[1] ?? null;
}

function isPessoaCaso(value: unknown): value is PessoaCaso {
  return typeof value === 'object' && value !== null && 'pessoa' in value && 'tipo' in value;
}

/** Marks the server's rows as saved. */
function fromServer(rows: PessoaCaso[]): PessoaCasoView[] {
  return rows.map((row) => ({ ...row, offline: false }));
}

/**
 * Lays the pending operations (oldest first) over the server's case. `servidor` is null when the
 * server has no copy: a case created offline, whose create must then be among the operations.
 * Returns null when there is neither.
 */
export function aplicarPendentes(
  casoId: string,
  servidor: Caso | null,
  pendentes: readonly OutboxRequest[],
): CasoView | null {
  const doCaso = pendentes.filter((item) => item.casoId === casoId);
  let view: CasoView | null = servidor && {
    ...servidor,
    vitimas: fromServer(servidor.vitimas),
    testemunhas: fromServer(servidor.testemunhas),
    suspeitos: fromServer(servidor.suspeitos),
    offline: false,
  };

  for (const item of doCaso) {
    if (item.method === 'POST' && item.url === '/casos') {
      if (!view && item.preview) view = { ...(item.preview as CasoView), offline: true };
      continue;
    }
    if (!view) continue;
    if (item.method === 'PUT' && item.url === `/casos/${casoId}/nome`) {
      const name = (item.body as { name?: unknown } | undefined)?.name;
      if (typeof name === 'string') view = { ...view, name };
      continue;
    }
    const pessoaOp = pessoaOperacao(item.url, casoId);
    if (pessoaOp) {
      const { lista, pessoaId } = pessoaOp;
      const rows = view[lista];
      if (item.method === 'POST' && isPessoaCaso(item.preview)) {
        const preview = item.preview;
        const rest = rows.filter((row) => row.id !== preview.id);
        view = { ...view, [lista]: [...rest, { ...preview, offline: true }] };
      } else if (item.method === 'PUT' && pessoaId && isPessoaCaso(item.preview)) {
        const preview = item.preview;
        view = {
          ...view,
          [lista]: rows.map((row) => (row.pessoa.id === pessoaId ? { ...preview, offline: true } : row)),
        };
      } else if (item.method === 'DELETE' && pessoaId) {
        view = { ...view, [lista]: rows.filter((row) => row.pessoa.id !== pessoaId) };
      }
      continue;
    }
    const documentoPessoa = documentoOperacao(item.url);
    if (documentoPessoa) {
      const delta = item.method === 'POST' ? 1 : item.method === 'DELETE' ? -1 : 0;
      const ajustar = (row: PessoaCasoView) =>
        row.pessoa.id === documentoPessoa ? { ...row, documentos: Math.max(0, row.documentos + delta) } : row;
      view = {
        ...view,
        vitimas: view.vitimas.map(ajustar),
        testemunhas: view.testemunhas.map(ajustar),
        suspeitos: view.suspeitos.map(ajustar),
      };
    }
  }

  if (!view) return null;
  const contagens = { ...view.contagens };
  for (const lista of ['vitimas', 'testemunhas', 'suspeitos'] as const) {
    contagens[LISTA_TILE[lista]] = view[lista].length;
    // Each non-empty list is one of the report's ten items; the server counted its own lists.
    const antes = (servidor?.[lista].length ?? 0) > 0;
    const agora = view[lista].length > 0;
    contagens.relatorio += Number(agora) - Number(antes);
  }
  return { ...view, contagens };
}

/** The list of one role. */
export function pessoasDoPapel(caso: CasoView, papel: PessoaPapel): PessoaCasoView[] {
  return caso[PAPEL_COLECAO[papel]];
}
