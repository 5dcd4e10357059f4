import { z } from 'zod';
import { parteDoCaso } from '../caso/caso-parte';
import {
  intimacao,
  intimacaoCreateRequest,
  relatorioEmissaoRequest,
  relatorioEmitido,
  relatorioExclusao,
  relatorioInclusaoAtualizacao,
  relatorioInclusaoResposta,
  relatorioRegistroRequest,
  verificacaoRequest,
  verificacaoResposta,
} from '../schemas/relatorio';
import { endpoints } from './endpoint';
import { casoParams, registroParams } from './no-caso';

const PDF = { binary: ['application/pdf'] } as const;

export const relatorioEndpoints = endpoints({
  createRelatorio: {
    method: 'POST',
    path: '/casos/:casoId/relatorio/pdf',
    summary:
      'Emite o relatório oficial no servidor: gera e assina o PDF, guarda o arquivo e o hash e registra a emissão com o momento (§7 caso/gerar-relatorio). Só membros do caso, mesmo depois das 24 horas; idempotente pelo id: a repetição responde o PDF da primeira',
    tag: 'relatorio',
    access: 'editar_casos',
    caso: 'members',
    params: casoParams,
    body: relatorioEmissaoRequest,
    response: PDF,
    errors: ['IDEMPOTENCY_CONFLICT'],
  },
  createRelatorioAparelho: {
    method: 'POST',
    path: '/casos/:casoId/relatorios',
    summary:
      'A cópia provisória feita no aparelho chegou: o servidor emite o relatório oficial (gera, assina o momento, guarda o arquivo e o hash; só membros, mesmo depois das 24 horas; idempotente pelo id)',
    tag: 'relatorio',
    access: 'editar_casos',
    caso: 'members',
    params: casoParams,
    body: relatorioRegistroRequest,
    response: relatorioEmitido,
    creates: true,
  },
  getRelatorioEmitidoPdf: {
    method: 'GET',
    path: '/casos/:casoId/relatorios/:relatorioId/pdf',
    summary: 'O PDF de um relatório emitido, exatamente como foi emitido e guardado',
    tag: 'relatorio',
    access: 'ver_casos',
    caso: 'members',
    params: registroParams('relatorioId'),
    response: PDF,
  },
  setRelatorioInclusao: {
    method: 'PUT',
    path: '/casos/:casoId/relatorio/inclusao',
    summary: 'Deixa fora do relatório (ou devolve a ele) uma vítima, testemunha, suspeito, câmera ou local',
    tag: 'relatorio',
    access: 'editar_casos',
    caso: 'members',
    params: casoParams,
    body: relatorioInclusaoAtualizacao,
    response: relatorioInclusaoResposta,
    errors: ['EDIT_WINDOW_CLOSED', 'EDIT_CONFLICT'],
  },
  verifyRelatorio: {
    method: 'POST',
    path: '/relatorios/verificar',
    summary:
      'Confere um relatório pelo código impresso: só o código mostra o que um papel pode comparar; com o SHA-256 do arquivo, se são os bytes emitidos',
    tag: 'relatorio',
    access: 'public',
    body: verificacaoRequest,
    response: verificacaoResposta,
    limited: true,
  },
  createIntimacao: {
    method: 'POST',
    path: '/casos/:casoId/intimacoes',
    summary: 'Registra a intimação de um suspeito ou testemunha do caso (idempotente pelo id)',
    tag: 'relatorio',
    access: 'editar_casos',
    caso: 'members',
    params: casoParams,
    body: intimacaoCreateRequest,
    response: intimacao,
    creates: true,
  },
  getIntimacaoPdf: {
    method: 'GET',
    path: '/casos/:casoId/intimacoes/:intimacaoId/pdf',
    summary: 'O PDF de uma intimação registrada, gerado no servidor',
    tag: 'relatorio',
    access: 'ver_casos',
    caso: 'members',
    params: registroParams('intimacaoId'),
    response: PDF,
  },
});

/** The report's part of the case; its tile counts the report's filled items (server side). */
export const relatorioNoCaso = parteDoCaso({
  endpoints: relatorioEndpoints,
  campos: {
    /** What the report screen's toggles left out of the report (kept in the case, not deleted). */
    relatorio_exclusoes: z.array(relatorioExclusao),
    /** The summons issued in the case, newest first. */
    intimacoes: z.array(intimacao),
  },
  tiles: { relatorio: 110 },
});
