/** Vestígios as the API answers them: metadata, hashes and capture records, their files by URL. */

import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { urlDaMidia, urlDaMiniatura } from '../../../shared/api/documentos';
import { coordenadasDe } from '../../../shared/geo';
import { apreensaoFields } from '../../../shared/schemas/apreensao';
import { pickValues } from '../../../shared/schemas/fields';
import type { Midia, Vestigio } from '../../../shared/schemas/vestigios';
import type { DbOrTx } from '../../db/client';
import { casos, mediaObjects, users, vestigioMidias, vestigios } from '../../db/schema';
import { comAutor } from '../../kit/autor';
import { versoesDe } from '../../kit/versao';
import { cidadesDe, enderecoPosicao } from '../locais/local.view';
import { horaForaDoCaso } from './hora-do-caso';

type MediaRow = typeof mediaObjects.$inferSelect;

/**
 * A capture's outcome is the server's own (issue 39): null for an import or a file of no origin;
 * `hora_fora_do_caso` judged against the case's creation and the start of the upload (the row's
 * creation for a file received before the server kept that instant).
 */
function midiaDe(media: MediaRow, autor: { name: string; matricula: string }, casoCriadoEm: Date): Midia {
  const recebidaEm = media.recebimentoIniciadoEm ?? media.createdAt;
  return {
    id: media.id,
    kind: media.kind as Midia['kind'],
    content_type: media.contentType,
    size_bytes: media.sizeBytes,
    sha256: media.sha256,
    url: urlDaMidia(media.id),
    miniatura_url: media.thumbnailKey ? urlDaMiniatura(media.id) : null,
    origem: media.origem,
    registrada_em: media.capturedAt?.toISOString() ?? null,
    // A capture recorded by a version that did not check (before issue 39): never verified.
    verificacao: media.origem === 'captura' ? (media.capturaVerificacao ?? 'anterior') : null,
    hora_fora_do_caso: horaForaDoCaso(media.capturedAt, casoCriadoEm, recebidaEm),
    arquivo:
      media.origem === 'importacao'
        ? {
            nome_original: media.originalName,
            criado_em: media.arquivoCriadoEm,
            coordenadas: coordenadasDe(media.arquivoLatitude, media.arquivoLongitude),
            modelo: media.arquivoModelo,
          }
        : null,
    capturada_por: autor,
    coordenadas: coordenadasDe(media.latitude, media.longitude),
    precisao_m: media.precisaoM,
    dispositivo: media.dispositivo,
    duracao_ms: media.durationMs,
    recebida_em: media.createdAt.toISOString(),
  };
}

/** Vestígios where `where` holds, oldest first, each with its media in capture order. */
export async function selectVestigios(db: DbOrTx, where: SQL | undefined): Promise<Vestigio[]> {
  const rows = await comAutor(db, { vestigio: vestigios }, vestigios, vestigios.userId)
    .where(where)
    .orderBy(asc(vestigios.createdAt), asc(vestigios.id));
  if (rows.length === 0) return [];
  const capturador = alias(users, 'capturador');
  const midias = await db
    .select({
      vestigioId: vestigioMidias.vestigioId,
      media: mediaObjects,
      name: capturador.name,
      matricula: capturador.matricula,
      casoCriadoEm: casos.createdAt,
    })
    .from(vestigioMidias)
    .innerJoin(mediaObjects, eq(mediaObjects.id, vestigioMidias.mediaId))
    .innerJoin(casos, eq(casos.id, mediaObjects.casoId))
    .innerJoin(capturador, eq(capturador.id, mediaObjects.createdBy))
    .where(
      inArray(
        vestigioMidias.vestigioId,
        rows.map((row) => row.vestigio.id),
      ),
    )
    .orderBy(asc(vestigioMidias.ordem), asc(mediaObjects.id));
  const cidades = await cidadesDe(
    db,
    rows.map((row) => row.vestigio.cidade_id),
  );
  const versoes = await versoesDe(
    db,
    rows.map((row) => row.vestigio.id),
  );
  return rows.map(({ vestigio: row, name, matricula }) => ({
    id: row.id,
    versao: versoes.get(row.id) ?? 1,
    tipo: row.tipo,
    descricao: row.descricao,
    ...enderecoPosicao(row, cidades),
    ...pickValues(apreensaoFields, row),
    midias: midias
      .filter((midia) => midia.vestigioId === row.id)
      .map((midia) =>
        midiaDe(midia.media, { name: midia.name, matricula: midia.matricula }, midia.casoCriadoEm),
      ),
    user: { name, matricula },
    created_at: row.createdAt.toISOString(),
  }));
}

export function loadVestigiosDoCaso(db: DbOrTx, casoId: string): Promise<Vestigio[]> {
  return selectVestigios(db, eq(vestigios.casoId, casoId));
}
