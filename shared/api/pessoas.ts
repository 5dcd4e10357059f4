import { z } from 'zod';
import { parteDoCaso } from '../caso/caso-parte';
import { uuid } from '../schemas/common';
import { perfilPessoa } from '../schemas/perfil';
import {
  pessoaCaso,
  vinculoAtualizacao,
  vinculoCreateRequest,
  vitimaAtualizacao,
  vitimaCreateRequest,
  vitimaImlAtualizacao,
} from '../schemas/pessoa-caso';
import { pessoaBuscaQuery, pessoaBuscaResponse } from '../schemas/pessoas';
import { SECOES_PESSOAS } from '../secoes/pessoas';
import { endpoints } from './endpoint';
import { casoParams, exclusao, registroParams } from './no-caso';

const pessoaParams = registroParams('pessoaId');

/** What every write to a case's people may answer besides the defaults. */
const escrita = ['EDIT_WINDOW_CLOSED', 'CONFLICT', 'UNPROCESSABLE', 'EDIT_CONFLICT'] as const;

const base = { tag: 'pessoas', access: 'editar_casos', caso: 'members' } as const;

export const pessoasEndpoints = endpoints({
  createVitima: {
    ...base,
    method: 'POST',
    path: '/casos/:casoId/vitimas',
    summary: 'Adiciona uma vítima ao caso (idempotente pelo id do vínculo)',
    params: casoParams,
    body: vitimaCreateRequest,
    response: pessoaCaso,
    creates: true,
    errors: escrita,
  },
  updateVitima: {
    ...base,
    method: 'PUT',
    path: '/casos/:casoId/vitimas/:pessoaId',
    summary: 'Edita uma vítima do caso',
    params: pessoaParams,
    body: vitimaAtualizacao,
    response: pessoaCaso,
    errors: escrita,
  },
  updateVitimaIml: {
    ...base,
    method: 'PUT',
    path: '/casos/:casoId/vitimas/:pessoaId/iml',
    summary:
      'Grava a guia (requisição) e o laudo do IML da vítima, com as datas (só os campos mudados, com a versão da vítima)',
    params: pessoaParams,
    body: vitimaImlAtualizacao,
    response: pessoaCaso,
    // The laudo comes back weeks later: a member records it whatever the 24-hour window.
    errors: ['FORBIDDEN', 'EDIT_CONFLICT'],
  },
  deleteVitima: {
    ...base,
    ...exclusao,
    path: '/casos/:casoId/vitimas/:pessoaId',
    summary: 'Retira a vítima do caso (a pessoa continua cadastrada)',
    params: pessoaParams,
  },
  createTestemunha: {
    ...base,
    method: 'POST',
    path: '/casos/:casoId/testemunhas',
    summary: 'Adiciona uma testemunha ao caso (idempotente pelo id do vínculo)',
    params: casoParams,
    body: vinculoCreateRequest,
    response: pessoaCaso,
    creates: true,
    errors: escrita,
  },
  updateTestemunha: {
    ...base,
    method: 'PUT',
    path: '/casos/:casoId/testemunhas/:pessoaId',
    summary: 'Edita uma testemunha do caso',
    params: pessoaParams,
    body: vinculoAtualizacao,
    response: pessoaCaso,
    errors: escrita,
  },
  deleteTestemunha: {
    ...base,
    ...exclusao,
    path: '/casos/:casoId/testemunhas/:pessoaId',
    summary: 'Retira a testemunha do caso (a pessoa continua cadastrada)',
    params: pessoaParams,
  },
  createSuspeito: {
    ...base,
    method: 'POST',
    path: '/casos/:casoId/suspeitos',
    summary: 'Adiciona um suspeito ao caso (idempotente pelo id do vínculo)',
    params: casoParams,
    body: vinculoCreateRequest,
    response: pessoaCaso,
    creates: true,
    errors: escrita,
  },
  updateSuspeito: {
    ...base,
    method: 'PUT',
    path: '/casos/:casoId/suspeitos/:pessoaId',
    summary: 'Edita um suspeito do caso',
    params: pessoaParams,
    body: vinculoAtualizacao,
    response: pessoaCaso,
    errors: escrita,
  },
  deleteSuspeito: {
    ...base,
    ...exclusao,
    path: '/casos/:casoId/suspeitos/:pessoaId',
    summary: 'Retira o suspeito do caso (a pessoa continua cadastrada)',
    params: pessoaParams,
  },
  searchPessoasCadastradas: {
    method: 'GET',
    path: '/pessoas/busca',
    summary: 'Pessoas já cadastradas, por CPF ou nome/vulgo, para vincular sem redigitar',
    tag: 'pessoas',
    access: 'editar_casos',
    query: pessoaBuscaQuery,
    response: pessoaBuscaResponse,
    errors: ['RATE_LIMITED'],
  },
  getPerfil: {
    method: 'GET',
    path: '/pessoas/:pessoaId/perfil',
    summary: 'Perfil da pessoa: dados, endereços, documentos e os casos em que aparece',
    tag: 'pessoas',
    access: 'ver_perfil',
    params: z.object({ pessoaId: uuid }),
    response: perfilPessoa,
    errors: ['NOT_FOUND'],
  },
});

/** The people's part of the case: its victims, witnesses and suspects. */
export const pessoasNoCaso = parteDoCaso({
  endpoints: pessoasEndpoints,
  secoes: SECOES_PESSOAS,
  campos: {
    vitimas: z.array(pessoaCaso),
    testemunhas: z.array(pessoaCaso),
    suspeitos: z.array(pessoaCaso),
  },
  tiles: { vitima: 10, testemunha: 20, suspeito: 30 },
  relatorio: [
    { tile: 'vitima', rotulo: 'Vítimas', ordem: 10 },
    { tile: 'testemunha', rotulo: 'Testemunhas', ordem: 30 },
    { tile: 'suspeito', rotulo: 'Suspeitos', ordem: 70 },
  ],
});
