/**
 * The report's issue (spec §7 caso/gerar-relatorio, issue 27): the server renders, signs, hashes
 * and keeps the official PDF; a device's provisional copy becomes an issue when it reaches the
 * server; the kept PDF read back. The toggles and the public check live beside it.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { cidadeDoPapel, type Emissor } from '../../../shared/pdf/papel';
import { mediasDoRelatorio, midiasImpressas, relatorioDefinition } from '../../../shared/pdf/relatorio';
import { novoCodigo, urlVerificacao } from '../../../shared/pdf/verificacao';
import type {
  RelatorioEmitido,
  relatorioEmissaoRequest,
  relatorioRegistroRequest,
} from '../../../shared/schemas/relatorio';
import { audit } from '../../audit/audit';
import { checkpointTexto } from '../../audit/checkpoint';
import { type CheckpointAnchor, emitirCheckpoint } from '../../audit/checkpoint-store';
import { loadCasoForEmissao, loadCasoForRead } from '../../auth/caso-access';
import type { DbOrTx } from '../../db/client';
import { relatoriosEmitidos } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { StaticMap } from '../../geo/static-map';
import { type Created, requireActor, type ServiceContext } from '../../kit/context';
import { idempotencyConflict } from '../../kit/insert-once';
import { usuarioComLotacao } from '../../kit/lotacao';
import type { AssinarPdf } from '../../pdf/assinatura';
import { imagensDoRelatorio } from '../../pdf/imagens';
import { renderPdf } from '../../pdf/render';
import type { MediaStore } from '../../storage/media-store';
import { presentCaso } from '../casos/caso.view';
import { getCroquiImagem } from '../croqui/croqui.service';
import { registrarLeituraDoRelatorio } from './leitura-do-relatorio';

/**
 * Who issues a paper: the header carries their superintendence and unit (spec §9), the signature
 * block their cargo and the unit's city, the summons the unit's address.
 */
export async function emissorDe(db: DbOrTx, userId: string): Promise<Emissor & { endereco: string | null }> {
  const row = await usuarioComLotacao(db, userId);
  if (!row) throw new AppError('UNAUTHENTICATED', 'Sessão inválida.');
  return {
    name: row.name,
    matricula: row.matricula,
    cargo: row.cargoNome,
    unidade: row.unidadeNome,
    srpc: row.srpc,
    endereco: row.unidadeEndereco,
    cidade: cidadeDoPapel(row.cidadeNome && row.cidadeUf ? { nome: row.cidadeNome, uf: row.cidadeUf } : null),
  };
}

type RelatorioRow = typeof relatoriosEmitidos.$inferSelect;

const presentEmitido = (row: RelatorioRow): RelatorioEmitido => ({
  id: row.id,
  codigo: row.codigo,
  sha256: row.sha256,
  origem: row.origem,
  emitido_em: row.emitidoEm.toISOString(),
});

/** The croqui as the paper prints it (660 × 560 fits 330 × 280 at twice the points); none without positions. */
async function croquiDoRelatorio(
  ctx: ServiceContext,
  mapa: StaticMap,
  casoId: string,
): Promise<string | null> {
  try {
    const { png } = await getCroquiImagem(ctx, mapa, casoId, { largura: 660, altura: 560 });
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch (error) {
    if (error instanceof AppError && error.code === 'CROQUI_VAZIO') return null;
    throw error;
  }
}

export interface EmissaoDeps {
  store: MediaStore;
  mapa: StaticMap;
  anchor: CheckpointAnchor;
  assinar: AssinarPdf;
}

/** pdfmake writes one page object per page; the count printed for a paper holder to compare. */
const contarPaginas = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

/**
 * An issue: its record, and its bytes when this request rendered them (null: the first issue's,
 * kept in the media store, read by whoever needs them).
 */
interface Emissao {
  emitido: RelatorioRow;
  created: boolean;
  pdf: Buffer | null;
}

/** The issue recorded under this id, if any. */
async function emissaoDoId(ctx: ServiceContext, id: string): Promise<RelatorioRow | null> {
  const [row] = await ctx.db.select().from(relatoriosEmitidos).where(eq(relatoriosEmitidos.id, id));
  return row ?? null;
}

/** A repeat answers the first issue only for its own case and issuer: another's id is a 409. */
function repeticao(row: RelatorioRow, casoId: string, actor: { id: string }): Emissao {
  if (row.casoId !== casoId || row.userId !== actor.id) throw idempotencyConflict();
  return { emitido: row, created: false, pdf: null };
}

/**
 * Issues the official report once per id the device made: the server renders and signs it
 * (PAdES), carrying a fresh checkpoint of the log, hashes the bytes itself, keeps the file in the
 * media store as evidence of what was issued, and records it with the server's time, in one
 * transaction with its audit row. Only a member issues, whatever the window (loadCasoForEmissao).
 * The same id again — a lost answer tapped again, the balancer resending to another node a request
 * whose node died — answers the first issue.
 */
async function emitir(
  ctx: ServiceContext,
  { store, mapa, anchor, assinar }: EmissaoDeps,
  casoId: string,
  id: string,
  auditContext: Record<string, unknown>,
): Promise<Emissao> {
  const actor = requireActor(ctx);
  await ctx.db.transaction((tx) => loadCasoForEmissao(ctx, tx, casoId));
  const anterior = await emissaoDoId(ctx, id);
  if (anterior) return repeticao(anterior, casoId, actor);
  const lido = await loadCasoForRead(ctx, casoId);
  const caso = await presentCaso(ctx, ctx.db, lido.caso, lido.acesso);
  const emitidoEm = ctx.now();
  const codigo = novoCodigo();
  const emissor = await emissorDe(ctx.db, actor.id);
  const checkpoint = await emitirCheckpoint(ctx.db, anchor, emitidoEm);
  const renderizado = await renderPdf(
    relatorioDefinition({
      caso,
      emissor,
      imagens: await imagensDoRelatorio(ctx.db, store, mediasDoRelatorio(caso)),
      croqui: await croquiDoRelatorio(ctx, mapa, casoId),
      verificacao: {
        codigo,
        // The configured address, never the request's Host or X-Forwarded-*: a client writes those.
        url: urlVerificacao(ctx.env.PUBLIC_URL, codigo),
        checkpoint: checkpoint && checkpointTexto(checkpoint),
      },
      emitidoEm: emitidoEm.toISOString(),
    }),
  );
  // Counted before signing: the signature's incremental update writes a page object again.
  const paginas = contarPaginas(renderizado);
  const pdf = await assinar(renderizado);
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  // Named by its bytes too: a second issue racing under the same id never overwrites the kept file.
  const arquivo = `relatorio-${id}-${sha256.slice(0, 16)}.pdf`;
  await store.commit(await store.stage(Readable.from([pdf])), arquivo);
  const emitido = {
    id,
    casoId,
    codigo,
    sha256,
    origem: 'servidor' as const,
    emitidoEm,
    userId: actor.id,
    createdAt: emitidoEm,
    unidade: emissor.unidade,
    paginas,
    checkpoint,
    arquivo,
    // loadCasoForEmissao let only a member through.
    emissorAcesso: 'membro' as const,
  };
  const gravado = await ctx.db
    .transaction(async (tx) => {
      // The rule again where the record is made: a share taken back while the paper was rendered.
      await loadCasoForEmissao(ctx, tx, casoId);
      const [novo] = await tx
        .insert(relatoriosEmitidos)
        .values(emitido)
        .onConflictDoNothing({ target: relatoriosEmitidos.id })
        .returning();
      if (!novo) return null;
      await audit(tx, {
        action: 'relatorio.gerado',
        message: 'Relatório emitido pelo servidor',
        userId: actor.id,
        casoId,
        context: {
          ...auditContext,
          origem: 'servidor',
          codigo,
          sha256,
          report_generated_at: emitidoEm.toISOString(),
          bytes: pdf.length,
          paginas: emitido.paginas,
          checkpoint: checkpoint && { seq: checkpoint.seq, head: checkpoint.head },
        },
      });
      // Each evidence file the paper carries out of the system is on its own chain of custody.
      const vestigioDa = new Map(caso.vestigios.flatMap((v) => v.midias.map((m) => [m.id, v.id])));
      for (const mediaId of midiasImpressas(caso)) {
        await audit(tx, {
          action: 'custodia.relatorio',
          message: `Impressa no relatório ${codigo} emitido pelo servidor (SHA-256 do PDF ${sha256})`,
          userId: actor.id,
          casoId,
          context: { codigo, sha256, vestigioId: vestigioDa.get(mediaId), mediaId, ip: ctx.ip },
        });
      }
      return novo;
    })
    .catch(async (error: unknown) => {
      // Nothing recorded, nothing kept: a file no issue names is no evidence of anything.
      await store.remove(arquivo);
      throw error;
    });
  if (gravado) return { emitido: gravado, created: true, pdf };
  // The same issue, sent again while this one was rendering, on this node or another: the row is
  // the arbiter. The one recorded first stands, with its bytes; these are dropped.
  const primeiro = await emissaoDoId(ctx, id);
  if (primeiro?.arquivo !== arquivo) await store.remove(arquivo);
  if (!primeiro) throw idempotencyConflict();
  return repeticao(primeiro, casoId, actor);
}

/** The server's PDF of the case, issued and kept (spec §7 caso/gerar-relatorio), once per id. */
export async function createRelatorio(
  ctx: ServiceContext,
  deps: EmissaoDeps,
  casoId: string,
  input: z.output<typeof relatorioEmissaoRequest>,
): Promise<Buffer> {
  const { emitido, pdf } = await emitir(ctx, deps, casoId, input.id, {});
  if (pdf) return pdf;
  // The same issue asked again answers the PDF kept for it: a reading of it, on record as one.
  const guardado = await relatorioGuardado(deps.store, emitido.arquivo);
  await registrarLeituraDoRelatorio(ctx, casoId, emitido);
  return guardado;
}

/**
 * A device's provisional copy reached the server (the outbox, when the signal returned): the server
 * issues the official report under the operation's id, so a retry answers the same issue. Whoever
 * may issue from the server may have it issued this way; the copy itself is never vouched for.
 */
export async function createRelatorioAparelho(
  ctx: ServiceContext,
  deps: EmissaoDeps,
  casoId: string,
  input: z.output<typeof relatorioRegistroRequest>,
): Promise<Created<RelatorioEmitido>> {
  const { emitido, created } = await emitir(ctx, deps, casoId, input.id, {
    copia_provisoria: { sha256: input.sha256, gerada_no_aparelho_em: input.report_generated_at },
  });
  return { value: presentEmitido(emitido), created };
}

/** The kept bytes of an issued report. */
async function relatorioGuardado(store: MediaStore, arquivo: string | null): Promise<Buffer> {
  const object = arquivo ? await store.open(arquivo) : null;
  if (!object) throw notFound('Relatório não encontrado neste caso.');
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The PDF exactly as it was issued, from the media store; reading it is on record. */
export async function relatorioEmitidoPdf(
  ctx: ServiceContext,
  store: MediaStore,
  casoId: string,
  relatorioId: string,
): Promise<Buffer> {
  await loadCasoForRead(ctx, casoId);
  const [row] = await ctx.db
    .select({ arquivo: relatoriosEmitidos.arquivo, codigo: relatoriosEmitidos.codigo })
    .from(relatoriosEmitidos)
    .where(and(eq(relatoriosEmitidos.id, relatorioId), eq(relatoriosEmitidos.casoId, casoId)));
  const pdf = await relatorioGuardado(store, row?.arquivo ?? null);
  await registrarLeituraDoRelatorio(ctx, casoId, { id: relatorioId, codigo: row?.codigo });
  return pdf;
}
