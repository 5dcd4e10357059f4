import type { FastifyReply, FastifyRequest } from 'fastify';
import type { relatorioEndpoints } from '../../shared/api/relatorio';
import { BASE_PATH } from '../../shared/constants';
import type { StaticMap } from '../geo/static-map';
import type { AssinarPdf } from '../pdf/assinatura';
import { createIntimacao, intimacaoPdf } from '../services/intimacao.service';
import {
  gerarRelatorio,
  registrarRelatorio,
  setInclusao,
  verificarRelatorio,
} from '../services/relatorio.service';
import type { MediaStore } from '../storage/media-store';
import type { Handlers } from './register';

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

export function relatorioHandlers(store: MediaStore, mapa: StaticMap, assinar: AssinarPdf) {
  return {
    gerarRelatorio: async ({ ctx, params, request, reply }) =>
      pdf(
        reply,
        await gerarRelatorio(ctx, { store, mapa, assinar }, params.casoId, origemDe(request)),
        'relatorio.pdf',
      ),
    registrarRelatorio: ({ ctx, params, body }) => registrarRelatorio(ctx, params.casoId, body),
    setRelatorioInclusao: ({ ctx, params, body }) => setInclusao(ctx, params.casoId, body),
    verificarRelatorio: ({ ctx, body }) => verificarRelatorio(ctx, body),
    createIntimacao: ({ ctx, params, body }) => createIntimacao(ctx, params.casoId, body),
    getIntimacaoPdf: async ({ ctx, params, reply }) =>
      pdf(reply, await intimacaoPdf(ctx, params.casoId, params.intimacaoId), 'intimacao.pdf'),
  } satisfies Pick<Handlers, keyof typeof relatorioEndpoints>;
}
