import type { pessoasEndpoints } from '../../../shared/api/pessoas';
import type { Handlers } from '../../http/register';
import { searchPessoasCadastradas } from '../busca/pessoa-busca.service';
import { getPerfil } from '../perfil/pessoa-perfil.service';
import { createVinculo, createVitima, deletePessoaCaso } from './pessoa.service';
import { updateVinculo, updateVitima } from './pessoa-edicao.service';
import { updateVitimaIml } from './vitima-iml.service';

const removido = { ok: true as const };

/** Victims, witnesses and suspects of a case; the person search; the person profile. */
export const pessoasHandlers = {
  createVitima: ({ ctx, params, body }) => createVitima(ctx, params.casoId, body),
  updateVitima: ({ ctx, params, body }) => updateVitima(ctx, params.casoId, params.pessoaId, body),
  deleteVitima: async ({ ctx, params, query }) => {
    await deletePessoaCaso(ctx, 'vitima', params.casoId, params.pessoaId, query);
    return removido;
  },
  createTestemunha: ({ ctx, params, body }) => createVinculo(ctx, 'testemunha', params.casoId, body),
  updateTestemunha: ({ ctx, params, body }) =>
    updateVinculo(ctx, 'testemunha', params.casoId, params.pessoaId, body),
  deleteTestemunha: async ({ ctx, params, query }) => {
    await deletePessoaCaso(ctx, 'testemunha', params.casoId, params.pessoaId, query);
    return removido;
  },
  createSuspeito: ({ ctx, params, body }) => createVinculo(ctx, 'suspeito', params.casoId, body),
  updateSuspeito: ({ ctx, params, body }) =>
    updateVinculo(ctx, 'suspeito', params.casoId, params.pessoaId, body),
  deleteSuspeito: async ({ ctx, params, query }) => {
    await deletePessoaCaso(ctx, 'suspeito', params.casoId, params.pessoaId, query);
    return removido;
  },
  updateVitimaIml: ({ ctx, params, body }) => updateVitimaIml(ctx, params.casoId, params.pessoaId, body),
  searchPessoasCadastradas: async ({ ctx, query }) => ({
    data: await searchPessoasCadastradas(ctx, query.q),
  }),
  getPerfil: ({ ctx, params }) => getPerfil(ctx, params.pessoaId),
} satisfies Pick<Handlers, keyof typeof pessoasEndpoints>;
