import { z } from 'zod';
import { parteDoCaso } from '../caso/caso-parte';
import {
  anotacao,
  anotacaoAtualizacao,
  anotacaoCreateRequest,
  videoNota,
  videoNotaAtualizacao,
} from '../schemas/anotacoes';
import { SECOES_ANOTACOES } from '../secoes/anotacoes';
import { endpoints } from './endpoint';
import { casoParams, exclusao, registroParams } from './no-caso';

const anotacaoParams = registroParams('anotacaoId');
const base = { tag: 'anotacoes', access: 'editar_casos', caso: 'members' } as const;

export const anotacoesEndpoints = endpoints({
  createAnotacao: {
    ...base,
    method: 'POST',
    path: '/casos/:casoId/anotacoes',
    summary: 'Salva uma anotação complementar em nome de quem a escreve (idempotente pelo id)',
    params: casoParams,
    body: anotacaoCreateRequest,
    response: anotacao,
    creates: true,
    ordenaPor: 'criada_em',
    errors: ['EDIT_WINDOW_CLOSED'],
  },
  updateAnotacao: {
    ...base,
    method: 'PUT',
    path: '/casos/:casoId/anotacoes/:anotacaoId',
    summary: 'Edita o texto de uma anotação; só o autor (o mesmo texto de novo não muda nada)',
    params: anotacaoParams,
    body: anotacaoAtualizacao,
    response: anotacao,
    errors: ['EDIT_WINDOW_CLOSED', 'NOT_AUTHOR', 'EDIT_CONFLICT'],
  },
  deleteAnotacao: {
    ...base,
    ...exclusao,
    path: '/casos/:casoId/anotacoes/:anotacaoId',
    summary: 'Apaga uma anotação; só o autor (apagar de novo responde como da primeira vez)',
    params: anotacaoParams,
    errors: ['EDIT_WINDOW_CLOSED', 'NOT_AUTHOR', 'DELETE_CONFLICT'],
  },
  saveVideoNota: {
    method: 'PUT',
    path: '/casos/:casoId/video-nota',
    summary: 'Grava a nota de vídeo do caso (uma por caso: enviar outra substitui a anterior)',
    tag: 'anotacoes',
    // Spec §2.1: the video screen asks only for a login; writing still takes a member of the case.
    access: 'login',
    caso: 'members',
    params: casoParams,
    body: videoNotaAtualizacao,
    response: videoNota,
    errors: ['EDIT_WINDOW_CLOSED', 'FORBIDDEN', 'EDIT_CONFLICT'],
  },
});

/** The notes' and the video note's part of the case. */
export const anotacoesNoCaso = parteDoCaso({
  endpoints: anotacoesEndpoints,
  secoes: SECOES_ANOTACOES,
  campos: {
    /** Complementary notes, newest first. */
    anotacoes: z.array(anotacao),
    /** The video note, or null while none was sent. */
    video_nota: videoNota.nullable(),
  },
  tiles: { anotacaoComplementar: 90 },
  relatorio: [{ tile: 'anotacaoComplementar', rotulo: 'Anotações', ordem: 20 }],
});
