/**
 * Evidence (vestígios) and its media. The bytes arrived before, by resumable upload; saving the
 * vestígio checks each one (finished, the SHA-256 the device computed at capture, the type its
 * bytes prove), copies it into the media store byte for byte, and records it with its capture
 * record and a custody event, in one transaction (CPP arts. 158-A to 158-F).
 */
import { eq, sql } from 'drizzle-orm';
import type { OperationBody } from '../../../shared/api';
import { apreensaoFields } from '../../../shared/schemas/apreensao';
import { pickValues } from '../../../shared/schemas/fields';
import type { Vestigio } from '../../../shared/schemas/vestigios';
import { audit } from '../../audit/audit';
import { aparelhoQueRegistrou } from '../../auth/aparelho-da-sessao';
import { loadCasoForWrite } from '../../auth/caso-access';
import type { Tx } from '../../db/client';
import { mediaObjects, uploadsRecebidos, vestigioMidias, vestigios } from '../../db/schema';
import { AppError } from '../../errors';
import { type Created, requireActor, type ServiceContext } from '../../kit/context';
import { idempotencyConflict, sameValues } from '../../kit/insert-once';
import { colunasDoLugar } from '../../kit/lugar';
import { recusarRecriacao } from '../../kit/recriacao';
import { type Alvo, registrarAlteracao, registroDevolvido } from '../../kit/versao';
import type { MediaStore } from '../../storage/media-store';
import type { UploadArea } from '../../storage/uploads';
import { conferirCaptura } from './captura-verificacao';
import { midiaApagada } from './custodia.service';
import { horaForaDoCaso } from './hora-do-caso';
import { type Recebida, receberMidias } from './midias-recebidas';
import { recebimentoNoLog } from './recebimento-no-log';
import { selectVestigios } from './vestigio.view';

const alvoDo = (casoId: string, input: OperationBody<'createVestigio'>): Alvo => ({
  casoId,
  recurso: 'vestigio',
  registroId: input.id,
  registro: `Vestígio: ${input.tipo}`,
});

/**
 * The vestígio already saved under this id (a resent create), or null; 409 for another one; 410
 * when a media it names was deleted since (a vestígio is never deleted, its media may be). Handed
 * back whole, so on record as any answer that returns a record.
 */
async function repetido(
  tx: Tx,
  casoId: string,
  input: OperationBody<'createVestigio'>,
  actorId: string,
): Promise<Vestigio | null> {
  const [existente] = await selectVestigios(tx, eq(vestigios.id, input.id));
  if (!existente) return null;
  const [row] = await tx
    .select({ casoId: vestigios.casoId })
    .from(vestigios)
    .where(eq(vestigios.id, input.id));
  if (row?.casoId !== casoId) throw idempotencyConflict();
  const guardadas = new Set(existente.midias.map((m) => m.id));
  for (const { id } of input.midias.filter((m) => !guardadas.has(m.id))) {
    await recusarRecriacao(tx, id, midiaApagada(casoId, id, input.id));
  }
  const ids = (midias: { id: string }[]) =>
    midias
      .map((m) => m.id)
      .sort()
      .join();
  const mesmos = existente.tipo === input.tipo && ids(existente.midias) === ids(input.midias);
  if (!mesmos) throw idempotencyConflict();
  // What the custody record says of it (description, seal, serial number, deposit) is never edited
  // after the create: another text under the same id is another vestígio.
  const conteudo = { descricao: input.descricao, ...pickValues(apreensaoFields, input) };
  if (!sameValues(existente, conteudo)) throw idempotencyConflict();
  await audit(tx, registroDevolvido(alvoDo(casoId, input), actorId, { criacao: true }));
  return existente;
}

/**
 * Saves a vestígio with its finished uploads. The same create resent (its answer lost) answers as
 * the first time, even after the uploads were claimed and removed.
 */
export async function createVestigio(
  ctx: ServiceContext,
  store: MediaStore,
  uploads: UploadArea,
  casoId: string,
  input: OperationBody<'createVestigio'>,
): Promise<Created<Vestigio>> {
  const actor = requireActor(ctx);
  const antes = await ctx.db.transaction(async (tx) => {
    const existente = await repetido(tx, casoId, input, actor.id);
    if (existente) return existente;
    // Checked before a byte is read: nobody makes the server hash files it would refuse.
    await loadCasoForWrite(ctx, tx, casoId);
    return null;
  });
  if (antes) return { value: antes, created: false };

  const recebidas: Recebida[] = [];
  const gravados: string[] = [];
  try {
    await receberMidias(ctx, store, uploads, casoId, input.midias, recebidas);

    const result = await ctx.db.transaction(async (tx): Promise<Created<Vestigio>> => {
      // Two sends of the same id at once are decided one after the other.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${input.id}, 0))`);
      const existente = await repetido(tx, casoId, input, actor.id);
      if (existente) return { value: existente, created: false };
      const { caso } = await loadCasoForWrite(ctx, tx, casoId);
      const dispositivo = await aparelhoQueRegistrou(tx, actor);
      await tx.insert(vestigios).values({
        id: input.id,
        casoId,
        tipo: input.tipo as typeof vestigios.$inferInsert.tipo,
        descricao: input.descricao,
        ...(await colunasDoLugar(tx, input)),
        ...pickValues(apreensaoFields, input),
        userId: actor.id,
      });
      await registrarAlteracao(tx, alvoDo(casoId, input), {
        actorId: actor.id,
        acao: 'criado',
        versao: 1,
        campos: [],
      });
      for (const [
        ordem,
        { midia, original, iniciadoEm, miniatura, poster, width, height, arquivo, capturaDeclarada },
      ] of recebidas.entries()) {
        const thumbnailKey = miniatura ? `${midia.id}.thumb.jpg` : null;
        const quem = { actorId: actor.id, casoId };
        const captura = await conferirCaptura(tx, quem, midia, original.sha256, iniciadoEm);
        const foraDoCaso = horaForaDoCaso(
          new Date(midia.capturada_em),
          caso.createdAt,
          iniciadoEm ?? ctx.now(),
        );
        await tx.insert(mediaObjects).values({
          id: midia.id,
          casoId,
          sha256: original.sha256,
          sizeBytes: original.size,
          contentType: midia.content_type,
          storageKey: midia.id,
          kind: midia.kind,
          thumbnailKey,
          width,
          height,
          durationMs: midia.duracao_ms ?? null,
          capturedAt: new Date(midia.capturada_em),
          latitude: midia.latitude,
          longitude: midia.longitude,
          precisaoM: midia.precisao_m,
          dispositivo,
          origem: midia.origem ?? null,
          originalName: arquivo?.nome_original ?? null,
          arquivoCriadoEm: arquivo?.criado_em ?? null,
          arquivoLatitude: arquivo?.latitude ?? null,
          arquivoLongitude: arquivo?.longitude ?? null,
          arquivoModelo: arquivo?.modelo ?? null,
          capturaVerificacao: captura?.verificacao ?? null,
          capturaAparelhoId: captura?.aparelhoId ?? null,
          capturaPayload: captura?.payload ?? null,
          capturaAssinatura: captura?.assinatura ?? null,
          recebimentoIniciadoEm: iniciadoEm,
          createdBy: actor.id,
        });
        await tx.insert(vestigioMidias).values({ vestigioId: input.id, mediaId: midia.id, ordem });
        // Its uploads, for a retry that asks for them again to hear they are here (issue 40).
        const recebidos = [{ id: midia.id, arquivo: original }];
        if (midia.poster_id && poster) recebidos.push({ id: midia.poster_id, arquivo: poster });
        await tx.insert(uploadsRecebidos).values(
          recebidos.map(({ id, arquivo }) => ({
            id,
            mediaId: midia.id,
            casoId,
            createdBy: actor.id,
            sizeBytes: arquivo.size,
            sha256: arquivo.sha256,
          })),
        );
        await audit(tx, {
          action: 'custodia.captura',
          message: recebimentoNoLog(midia, captura, original.sha256, foraDoCaso, capturaDeclarada !== null),
          userId: actor.id,
          casoId,
          context: {
            vestigioId: input.id,
            mediaId: midia.id,
            sha256: original.sha256,
            sizeBytes: original.size,
            capturadaEm: midia.capturada_em,
            origem: midia.origem ?? null,
            verificacao: captura?.verificacao ?? null,
            aparelhoId: midia.assinatura?.aparelho_id ?? null,
            // In the chained log, the signature fixes what was checked: no rewrite of the row or of
            // the device's key can make another text or key verify it.
            assinatura: captura?.assinatura ?? null,
            horaForaDoCaso: foraDoCaso,
            arquivo: arquivo ?? null,
            // Sent as the app camera's capture, recorded as the import its EXIF shows it is.
            ...(capturaDeclarada
              ? { capturaDeclarada: { ...capturaDeclarada, motivo: 'exif_de_camera' } }
              : {}),
            dispositivo,
            ip: ctx.ip,
          },
        });
        // Moved into place before COMMIT, so a committed row always has its bytes.
        await store.commit(original, midia.id);
        gravados.push(midia.id);
        if (miniatura && thumbnailKey) {
          await store.commit(miniatura, thumbnailKey);
          gravados.push(thumbnailKey);
        }
      }
      await audit(tx, {
        action: 'vestigio.created',
        message: `Vestígio ${input.tipo} adicionado com ${recebidas.length} mídia(s)`,
        userId: actor.id,
        casoId,
        context: {
          vestigioId: input.id,
          tipo: input.tipo,
          lacre: input.lacre,
          numero_serie: input.numero_serie,
          midias: recebidas.map(({ midia, original }) => ({ mediaId: midia.id, sha256: original.sha256 })),
        },
      });
      const [vestigio] = await selectVestigios(tx, eq(vestigios.id, input.id));
      if (!vestigio) throw new AppError('INTERNAL', 'Vestígio não encontrado após salvar.');
      return { value: vestigio, created: true };
    });
    // Claimed: the waiting room lets them go.
    for (const midia of input.midias) {
      await uploads.remove(midia.id);
      if (midia.poster_id) await uploads.remove(midia.poster_id);
    }
    return result;
  } catch (error) {
    await Promise.all(gravados.map((key) => store.remove(key)));
    throw error;
  } finally {
    for (const { original, miniatura, poster } of recebidas) {
      await store.discard(original);
      if (miniatura) await store.discard(miniatura);
      if (poster) await store.discard(poster);
    }
  }
}
