import type { pessoasEndpoints } from '../../shared/api/pessoas';
import {
  addVinculo,
  addVitima,
  removePessoaCaso,
  updateVinculo,
  updateVitima,
} from '../services/pessoa.service';
import { buscarPessoas, perfilDaPessoa } from '../services/pessoa-perfil.service';
import type { Handlers } from './register';

const removido = { ok: true as const };

/** Victims, witnesses and suspects of a case; the person search; the person profile. */
export const pessoasHandlers = {
  createVitima: ({ ctx, params, body }) => addVitima(ctx, params.casoId, body),
  updateVitima: ({ ctx, params, body }) => updateVitima(ctx, params.casoId, params.pessoaId, body),
  deleteVitima: async ({ ctx, params }) => {
    await removePessoaCaso(ctx, 'vitima', params.casoId, params.pessoaId);
    return removido;
  },
  createTestemunha: ({ ctx, params, body }) => addVinculo(ctx, 'testemunha', params.casoId, body),
  updateTestemunha: ({ ctx, params, body }) =>
    updateVinculo(ctx, 'testemunha', params.casoId, params.pessoaId, body),
  deleteTestemunha: async ({ ctx, params }) => {
    await removePessoaCaso(ctx, 'testemunha', params.casoId, params.pessoaId);
    return removido;
  },
  createSuspeito: ({ ctx, params, body }) => addVinculo(ctx, 'suspeito', params.casoId, body),
  updateSuspeito: ({ ctx, params, body }) =>
    updateVinculo(ctx, 'suspeito', params.casoId, params.pessoaId, body),
  deleteSuspeito: async ({ ctx, params }) => {
    await removePessoaCaso(ctx, 'suspeito', params.casoId, params.pessoaId);
    return removido;
  },
  searchPessoas: async ({ ctx, query }) => ({ data: await buscarPessoas(ctx, query.q) }),
  getPerfil: ({ ctx, params }) => perfilDaPessoa(ctx, params.pessoaId),
} satisfies Pick<Handlers, keyof typeof pessoasEndpoints>;
