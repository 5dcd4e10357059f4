import { aparelho, aparelhoRegistroRequest } from '../schemas/aparelhos';
import { endpoints } from './endpoint';

/** The installed apps that sign what their camera captures (issue 39). */
export const aparelhosEndpoints = endpoints({
  registerAparelho: {
    method: 'POST',
    path: '/aparelhos',
    summary:
      'Registra a chave deste aparelho e liga a ele o usuário da sessão (no login; de novo, é o mesmo registro) e a sessão. Um aparelho compartilhado liga cada usuário que o registra; o mesmo aparelho com outra chave é recusado',
    tag: 'auth',
    access: 'login',
    body: aparelhoRegistroRequest,
    response: aparelho,
    creates: true,
    errors: ['APARELHO_CHAVE_DIFERENTE', 'UNPROCESSABLE'],
  },
});
