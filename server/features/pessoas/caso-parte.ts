/** The people's part of the case: its victims, witnesses and suspects, their tiles' counts and their operations. */
import type { ParteDoCasoNoServidor } from '../casos/caso-parte';
import { loadPessoasDoCaso } from './pessoa-caso.view';
import { pessoasHandlers } from './pessoas.routes';

export const pessoasNoCaso = {
  carregar: ({ db, caso }) => loadPessoasDoCaso(db, caso.id),
  contar: (caso) => ({
    vitima: caso.vitimas.length,
    testemunha: caso.testemunhas.length,
    suspeito: caso.suspeitos.length,
  }),
  handlers: () => pessoasHandlers,
} satisfies ParteDoCasoNoServidor;
