/**
 * What a person's document grid shows: the server's documents with the user's uploads and deletes
 * that still wait in the outbox laid over them, so a document scanned offline appears at once,
 * marked '(Offline)', and one deleted offline disappears at once. Pure, so it is tested without a
 * browser.
 */
import { DOCUMENTO_TIPOS, type DocumentoTipo } from '../../../shared/options';
import type { Documento } from '../../../shared/schemas/documentos';
import type { OutboxRequest } from '../../offline/db';

export interface DocumentoView {
  id: string;
  tipo: DocumentoTipo;
  /** The full image on the server; null while it waits in the outbox (see `blob`). */
  url: string | null;
  /** The server's thumbnail, or the full image when there is none. */
  miniaturaUrl: string | null;
  /** The picture itself while it waits on the device, to be shown from an object URL. */
  blob: Blob | null;
  /** Saved on the device and not yet on the server. */
  offline: boolean;
}

/** The url of every upload of this person's documents. */
export function documentosUrl(pessoaId: string): string {
  return `/pessoas/${pessoaId}/documentos`;
}

export function documentoUrl(pessoaId: string, documentoId: string): string {
  return `${documentosUrl(pessoaId)}/${documentoId}`;
}

function tipoDoUpload(item: OutboxRequest): DocumentoTipo | null {
  const candidatos = [
    (item.preview as { tipo?: unknown } | undefined)?.tipo,
    (item.body as { tipo?: unknown } | undefined)?.tipo,
  ];
  const tipo = candidatos.find((valor): valor is DocumentoTipo =>
    DOCUMENTO_TIPOS.includes(valor as DocumentoTipo),
  );
  return tipo ?? null;
}

/**
 * `pendentes` are the user's outbox items in sending order (any url: the ones about this person's
 * documents are picked here). Newest first, as the server lists them: the waiting uploads, which
 * are newer than anything the server has, then the server's documents.
 */
export function documentosVisiveis(
  pessoaId: string,
  servidor: readonly Documento[],
  pendentes: readonly OutboxRequest[],
): DocumentoView[] {
  const colecao = documentosUrl(pessoaId);
  const apagados = new Set<string>();
  const enviados: DocumentoView[] = [];

  for (const item of pendentes) {
    if (item.method === 'DELETE' && item.url.startsWith(`${colecao}/`)) {
      apagados.add(item.url.slice(colecao.length + 1));
      continue;
    }
    if (item.method !== 'POST' || item.url !== colecao) continue;
    const blob = item.files?.[0]?.blob;
    const tipo = tipoDoUpload(item);
    if (!blob || !tipo) continue;
    enviados.push({ id: item.id, tipo, url: null, miniaturaUrl: null, blob, offline: true });
  }

  const doServidor: DocumentoView[] = servidor.map((documento) => ({
    id: documento.id,
    tipo: documento.tipo,
    url: documento.media.url,
    miniaturaUrl: documento.media.miniatura_url ?? documento.media.url,
    blob: null,
    offline: false,
  }));
  // An upload the server already holds (its answer was lost, or the list was read after the send
  // but before the outbox let go of it) is shown once, from the server.
  const noServidor = new Set(doServidor.map((documento) => documento.id));
  const aguardando = enviados.filter((documento) => !noServidor.has(documento.id)).reverse();
  return [...aguardando, ...doServidor].filter((documento) => !apagados.has(documento.id));
}
