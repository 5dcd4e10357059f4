/** The people of the case as its screens show them (their part of the case view). */
import type { PessoaCaso } from '../../../shared/schemas/pessoa-caso';
import { PAPEL_LISTA, type PessoaPapel } from '../../../shared/schemas/pessoas';
import type { CasoView, Salvo } from '../casos/caso-view';

export type PessoaCasoView = Salvo<PessoaCaso>;

declare module '../casos/caso-view' {
  interface CamposDoCaso {
    vitimas: PessoaCasoView[];
    testemunhas: PessoaCasoView[];
    suspeitos: PessoaCasoView[];
  }
}

/** The list of one role. */
export function pessoasDoPapel(caso: CasoView, papel: PessoaPapel): PessoaCasoView[] {
  return caso[PAPEL_LISTA[papel]];
}
