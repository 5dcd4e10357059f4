import { z } from 'zod';
import {
  aparelho,
  aparelhoDoUsuario,
  aparelhoPendenciasRequest,
  aparelhoPerdidoRequest,
  aparelhoRegistroRequest,
} from '../schemas/aparelhos';
import { uuid } from '../schemas/common';
import { usuarioParams } from '../schemas/usuarios';
import { endpoints } from './endpoint';

const aparelhoParams = z.object({ aparelhoId: uuid });

/**
 * The installed apps that sign what their camera captures (issue 39), and what their users and the
 * administrators see and do with them (issue 43): 'Meus aparelhos', ending a device's sessions,
 * marking it lost and releasing it.
 */
export const aparelhosEndpoints = endpoints({
  registerAparelho: {
    method: 'POST',
    path: '/aparelhos',
    summary:
      'Registra a chave deste aparelho e liga a ele o usuário da sessão (no login; de novo, é o mesmo registro) e a sessão. Um aparelho compartilhado liga cada usuário que o registra; o mesmo aparelho com outra chave é recusado, e um usuário só entra num aparelho com a assinatura da chave dele',
    tag: 'auth',
    access: 'login',
    body: aparelhoRegistroRequest,
    response: aparelho,
    creates: true,
    errors: ['APARELHO_CHAVE_DIFERENTE', 'APARELHO_SEM_PROVA', 'APARELHO_PERDIDO', 'UNPROCESSABLE'],
  },
  listAparelhos: {
    method: 'GET',
    path: '/aparelhos',
    summary:
      'Meus aparelhos: os aparelhos em que o usuário da sessão entrou, com as sessões abertas em cada um',
    tag: 'auth',
    access: 'login',
    response: z.array(aparelhoDoUsuario),
  },
  listAparelhosUsuario: {
    method: 'GET',
    path: '/usuarios/:userId/aparelhos',
    summary: 'Os aparelhos em que um usuário entrou, para o administrador',
    tag: 'usuarios',
    access: 'gerenciar_usuarios',
    params: usuarioParams,
    response: z.array(aparelhoDoUsuario),
    errors: ['NOT_FOUND'],
  },
  deleteAparelhoSessoes: {
    method: 'DELETE',
    path: '/aparelhos/:aparelhoId/sessoes',
    summary: 'Encerra as sessões do usuário da sessão neste aparelho (seu, de outro lugar)',
    tag: 'auth',
    access: 'login',
    params: aparelhoParams,
    response: z.object({ encerradas: z.number().int() }),
    errors: ['NOT_FOUND'],
  },
  setAparelhoPerdido: {
    method: 'PUT',
    path: '/aparelhos/:aparelhoId/perdido',
    summary:
      'Marca o aparelho como perdido (encerra na hora todas as sessões nele, em todos os nós; ele apaga o que leu e não entra mais) ou o libera. Pelo próprio usuário, de outro aparelho, ou por um administrador',
    tag: 'auth',
    access: 'login',
    params: aparelhoParams,
    body: aparelhoPerdidoRequest,
    response: z.object({ perdido_em: z.string().nullable() }),
    errors: ['NOT_FOUND', 'RIGHTS_NOT_HELD'],
  },
  setAparelhoPendencias: {
    method: 'PUT',
    path: '/aparelhos/pendencias',
    summary: 'Quantos itens do usuário esperam na fila deste aparelho (o da sessão), para Meus aparelhos',
    tag: 'auth',
    access: 'login',
    body: aparelhoPendenciasRequest,
    response: z.object({ ok: z.literal(true) }),
    errors: ['NOT_FOUND'],
    // Sent by the app whenever its queue changes: not the officer's hand.
    atividade: false,
  },
});
