/**
 * The report: the server's PDF (logged with the moment, spec §7 caso/gerar-relatorio), the record
 * of a PDF made on a device, the toggles that leave an item out of it, and the public check of a
 * paper by its printed code and its file's hash.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { cidadeDoPapel, type Emissor } from '../../shared/pdf/papel';
import { mediasDoRelatorio, relatorioDefinition } from '../../shared/pdf/relatorio';
import { novoCodigo, urlVerificacao } from '../../shared/pdf/verificacao';
import type {
  RelatorioEmitido,
  relatorioInclusaoAtualizacao,
  relatorioRegistroRequest,
  VerificacaoResposta,
  verificacaoRequest,
} from '../../shared/schemas/relatorio';
import { audit, auditRead } from '../audit/audit';
import { loadCasoForRead, loadCasoForWrite } from '../auth/caso-access';
import type { DbOrTx } from '../db/client';
import {
  cameras,
  cargos,
  casos,
  estados,
  locais,
  municipios,
  relatoriosEmitidos,
  suspeitos,
  testemunhas,
  unidades,
  users,
  vitimas,
} from '../db/schema';
import { AppError, notFound } from '../errors';
import type { StaticMap } from '../geo/static-map';
import type { AssinarPdf } from '../pdf/assinatura';
import { imagensDoRelatorio } from '../pdf/imagens';
import { renderPdf } from '../pdf/render';
import type { MediaStore } from '../storage/media-store';
import { presentCaso } from './caso.view';
import { type Created, requireActor, type ServiceContext } from './context';
import { getCroquiImagem } from './croqui.service';
import { idempotencyConflict, insertOnce } from './insert-once';
import { editarRegistro, travarRegistro, versaoDe } from './versao';

/**
 * Who issues a paper: the header carries their superintendence and unit (spec §9), the signature
 * block their cargo and the unit's city, the summons the unit's address.
 */
export async function emissorDe(db: DbOrTx, userId: string): Promise<Emissor & { endereco: string | null }> {
  const [row] = await db
    .select({
      name: users.name,
      matricula: users.matricula,
      cargo: cargos.nome,
      unidade: unidades.nome,
      srpc: unidades.srpc,
      endereco: unidades.endereco,
      cidade: municipios.nome,
      uf: estados.uf,
    })
    .from(users)
    .leftJoin(cargos, eq(cargos.id, users.cargoId))
    .leftJoin(unidades, eq(unidades.id, users.unidadeId))
    .leftJoin(municipios, eq(municipios.id, unidades.cidade_id))
    .leftJoin(estados, eq(estados.id, municipios.estadoId))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('UNAUTHENTICATED', 'Sessão inválida.');
  const { cidade, uf, ...emissor } = row;
  return { ...emissor, cidade: cidadeDoPapel(cidade && uf ? { nome: cidade, uf } : null) };
}

const presentEmitido = (row: typeof relatoriosEmitidos.$inferSelect): RelatorioEmitido => ({
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

/**
 * The server's PDF of the case, signed (PAdES), the hash of the signed bytes kept and its generation
 * on record in one transaction.
 */
export async function gerarRelatorio(
  ctx: ServiceContext,
  { store, mapa, assinar }: { store: MediaStore; mapa: StaticMap; assinar: AssinarPdf },
  casoId: string,
  origem: string,
): Promise<Buffer> {
  const actor = requireActor(ctx);
  const lido = await loadCasoForRead(ctx, casoId);
  const caso = await presentCaso(ctx, ctx.db, lido.caso, lido.acesso);
  const emitidoEm = ctx.now();
  const codigo = novoCodigo();
  const pdf = await assinar(
    await renderPdf(
      relatorioDefinition({
        caso,
        emissor: await emissorDe(ctx.db, actor.id),
        imagens: await imagensDoRelatorio(ctx.db, store, mediasDoRelatorio(caso)),
        croqui: await croquiDoRelatorio(ctx, mapa, casoId),
        verificacao: { codigo, url: urlVerificacao(origem, codigo) },
        emitidoEm: emitidoEm.toISOString(),
      }),
    ),
  );
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  await ctx.db.transaction(async (tx) => {
    await tx.insert(relatoriosEmitidos).values({
      id: crypto.randomUUID(),
      casoId,
      codigo,
      sha256,
      origem: 'servidor',
      emitidoEm,
      userId: actor.id,
    });
    await audit(tx, {
      action: 'relatorio.gerado',
      message: 'Relatório gerado no servidor',
      userId: actor.id,
      casoId,
      context: {
        origem: 'servidor',
        codigo,
        sha256,
        report_generated_at: emitidoEm.toISOString(),
        bytes: pdf.length,
      },
    });
  });
  return pdf;
}

function codigoRepetido(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const pg = current as Error & { code?: string; constraint?: string };
    if (pg.code === '23505' && pg.constraint === 'relatorios_emitidos_codigo_idx') return true;
  }
  return false;
}

/** A PDF the device made (perhaps offline, sent later by the outbox): its code, hash and moment. */
export async function registrarRelatorio(
  ctx: ServiceContext,
  casoId: string,
  input: z.output<typeof relatorioRegistroRequest>,
): Promise<Created<RelatorioEmitido>> {
  const actor = requireActor(ctx);
  await loadCasoForRead(ctx, casoId);
  try {
    return await ctx.db.transaction(async (tx) => {
      const { value, created } = await insertOnce(
        tx,
        relatoriosEmitidos,
        {
          id: input.id,
          casoId,
          codigo: input.codigo,
          sha256: input.sha256,
          origem: 'navegador',
          emitidoEm: new Date(input.report_generated_at),
          userId: actor.id,
        },
        {
          serverSet: ['createdAt'],
          audit: () => ({
            action: 'relatorio.gerado',
            message: 'Relatório gerado no aparelho',
            userId: actor.id,
            casoId,
            context: {
              origem: 'navegador',
              codigo: input.codigo,
              sha256: input.sha256,
              report_generated_at: input.report_generated_at,
            },
          }),
        },
      );
      return { value: presentEmitido(value), created };
    });
  } catch (error) {
    if (codigoRepetido(error)) throw idempotencyConflict();
    throw error;
  }
}

const TABELAS = {
  vitima: vitimas,
  testemunha: testemunhas,
  suspeito: suspeitos,
  camera: cameras,
  local: locais,
};

/** Whether an item is in the report is one of its fields: its history and version are the item's. */
export async function setInclusao(
  ctx: ServiceContext,
  casoId: string,
  input: z.output<typeof relatorioInclusaoAtualizacao>,
): Promise<{ ok: true; versao: number }> {
  return ctx.db.transaction(async (tx) => {
    const { actor } = await loadCasoForWrite(ctx, tx, casoId);
    const table = TABELAS[input.tipo];
    await travarRegistro(tx, input.id);
    const [row] = await tx
      .select({ incluir: table.incluirRelatorio })
      .from(table)
      .where(and(eq(table.id, input.id), eq(table.casoId, casoId)));
    if (!row) throw notFound('Item não encontrado neste caso.');
    const { tipo, id, incluir, ...versao } = input;
    const { versao: depois } = await editarRegistro(tx, {
      alvo: { casoId, recurso: tipo, registroId: id, registro: `${ITEM[tipo]} (relatório)` },
      actorId: actor.id,
      envio: { ...versao, incluir_relatorio: incluir },
      atual: { incluir_relatorio: row.incluir },
      leitura: async () => ({ tipo, id, incluir: row.incluir, versao: await versaoDe(tx, id) }),
      gravar: async (final) => {
        await tx.update(table).set({ incluirRelatorio: final.incluir_relatorio }).where(eq(table.id, id));
        await audit(tx, {
          action: 'relatorio.inclusao',
          message: final.incluir_relatorio ? 'Item devolvido ao relatório' : 'Item deixado fora do relatório',
          userId: actor.id,
          casoId,
          context: { tipo, id, incluir: final.incluir_relatorio },
        });
      },
    });
    return { ok: true as const, versao: depois };
  });
}

const ITEM = {
  vitima: 'Vítima',
  testemunha: 'Testemunha',
  suspeito: 'Suspeito',
  camera: 'Câmera de Segurança',
  local: 'Local do Crime',
};

const NAO: VerificacaoResposta = { valido: false, caso: null, emitido_em: null, origem: null };

/** Yes only when the code and the file's hash name the same issued PDF; the code alone says nothing. */
export async function verificarRelatorio(
  ctx: ServiceContext,
  input: z.output<typeof verificacaoRequest>,
): Promise<VerificacaoResposta> {
  const [row] = await ctx.db
    .select({ emitido: relatoriosEmitidos, identificador: casos.identificador, name: casos.name })
    .from(relatoriosEmitidos)
    .innerJoin(casos, eq(casos.id, relatoriosEmitidos.casoId))
    .where(and(eq(relatoriosEmitidos.codigo, input.codigo), eq(relatoriosEmitidos.sha256, input.sha256)));
  await auditRead(ctx.db, {
    action: 'relatorio.verificado',
    message: row ? 'Relatório conferido: autêntico' : 'Relatório conferido: não confere',
    userId: ctx.actor?.id ?? null,
    casoId: row?.emitido.casoId ?? null,
    context: { codigo: input.codigo, valido: Boolean(row), ip: ctx.ip },
  });
  if (!row) return NAO;
  return {
    valido: true,
    caso: { identificador: row.identificador, name: row.name },
    emitido_em: row.emitido.emitidoEm.toISOString(),
    origem: row.emitido.origem,
  };
}
