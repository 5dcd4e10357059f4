import type { FastifyReply, FastifyRequest } from 'fastify';
import type { relatorioEndpoints } from '../../../shared/api/relatorio';
import { BASE_PATH } from '../../../shared/constants';
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

/** The app's address as the caller reached it: the QR code on the paper leads back there. */
function origemDe(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}${BASE_PATH.replace(/\/$/, '')}`;
}

function pdf(reply: FastifyReply, bytes: Buffer, nome: string) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `inline; filename="${nome}"`)
    .header('Cache-Control', 'no-store')
    .send(bytes);
}

export function relatorioHandlers(deps: EmissaoDeps) {
  return {
    createRelatorio: async ({ ctx, params, request, reply }) =>
      pdf(reply, await createRelatorio(ctx, deps, params.casoId, origemDe(request)), 'relatorio.pdf'),
    createRelatorioAparelho: ({ ctx, params, body, request }) =>
      createRelatorioAparelho(ctx, deps, params.casoId, body, origemDe(request)),
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
