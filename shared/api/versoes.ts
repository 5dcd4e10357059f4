import { z } from 'zod';
import { alteracaoCaso, alteracoesQuery, pendenciasRequest, revisaoCaso } from '../schemas/versao';
import { endpoints } from './endpoint';
import { casoParams } from './no-caso';

/** What officers editing one case together learn of each other's work (issue 26). */
export const versoesEndpoints = endpoints({
  listAlteracoes: {
    method: 'GET',
    path: '/casos/:casoId/alteracoes',
    summary:
      'O histórico do caso campo a campo, do mais novo ao mais antigo (200 por página; `antes` volta no tempo): quem, quando, cada valor antes e depois e, num conflito resolvido, o valor descartado',
    tag: 'casos',
    access: 'ver_casos',
    caso: 'members',
    params: casoParams,
    query: alteracoesQuery,
    response: z.array(alteracaoCaso),
  },
  getRevisaoCaso: {
    method: 'GET',
    path: '/casos/:casoId/revisao',
    summary:
      'A revisão do caso, e só ela: sobe a cada mudança de qualquer registro do caso. Barata para consultar a cada poucos segundos; diferente da lida com o caso, leia o caso de novo',
    tag: 'casos',
    access: 'ver_casos',
    caso: 'members',
    params: casoParams,
    response: revisaoCaso,
    // Polled every 5 s while a case's screen is open: a phone left on it is not an officer using it.
    atividade: false,
  },
  setPendencias: {
    method: 'PUT',
    path: '/casos/:casoId/pendencias',
    summary:
      'Quantas escritas deste aparelho para o caso ainda estão na fila (0 limpa): apagar o caso pede confirmação enquanto colegas têm trabalho na fila',
    tag: 'casos',
    access: 'editar_casos',
    caso: 'members',
    params: casoParams,
    body: pendenciasRequest,
    response: z.object({ ok: z.literal(true) }),
    // Sent by the app whenever its queue's counts change, a background sync's included.
    atividade: false,
  },
});
