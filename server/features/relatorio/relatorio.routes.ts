import type { FastifyReply } from 'fastify';
import type { relatorioEndpoints } from '../../../shared/api/relatorio';
import type { Handlers } from '../../http/register';
import { createIntimacao, intimacaoPdf } from './intimacao.service';
import {
  createRelatorio,
  createRelatorioAparelho,
  type EmissaoDeps,
  relatorioEmitidoPdf,
} from './relatorio.service';
import { setInclusao } from './relatorio-inclusao.service';
import { verifyRelatorio } from './relatorio-verificacao.service';

function pdf(reply: FastifyReply, bytes: Buffer, nome: string) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `inline; filename="${nome}"`)
    .header('Cache-Control', 'no-store')
    .send(bytes);
}

export function relatorioHandlers(deps: EmissaoDeps) {
  return {
    createRelatorio: async ({ ctx, params, body, reply }) =>
      pdf(reply, await createRelatorio(ctx, deps, params.casoId, body), 'relatorio.pdf'),
    createRelatorioAparelho: ({ ctx, params, body }) =>
      createRelatorioAparelho(ctx, deps, params.casoId, body),
    getRelatorioEmitidoPdf: async ({ ctx, params, reply }) =>
      pdf(
        reply,
        await relatorioEmitidoPdf(ctx, deps.store, params.casoId, params.relatorioId),
        'relatorio.pdf',
      ),
    setRelatorioInclusao: ({ ctx, params, body }) => setInclusao(ctx, params.casoId, body),
    verifyRelatorio: ({ ctx, body }) => verifyRelatorio(ctx, deps.anchor, body),
    createIntimacao: ({ ctx, params, body }) => createIntimacao(ctx, params.casoId, body),
    getIntimacaoPdf: async ({ ctx, params, reply }) =>
      pdf(reply, await intimacaoPdf(ctx, params.casoId, params.intimacaoId), 'intimacao.pdf'),
  } satisfies Pick<Handlers, keyof typeof relatorioEndpoints>;
}
