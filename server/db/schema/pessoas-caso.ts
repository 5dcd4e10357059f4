import { index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CORES, ESTADOS_CIVIS, SEXOS } from '../../../shared/options';
import { doCaso } from './casos';
import { checkOneOf, createdBy, timestamps } from './columns';
import { dadosPessoais, daPessoa } from './pessoas';

/**
 * What one case records about a person: their personal data as the case's team typed or accepted
 * it. It belongs to the case: an edit in another case never changes it, nor what this case's
 * report shows. One per person and case, shared by the roles the person has in it.
 */
export const pessoasCaso = pgTable(
  'pessoas_caso',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    casoId: doCaso(),
    pessoaId: daPessoa(),
    ...dadosPessoais(),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('pessoas_caso_caso_pessoa_idx').on(t.casoId, t.pessoaId),
    index('pessoas_caso_pessoa_idx').on(t.pessoaId, t.updatedAt),
    // The cases of the people a search found, without reading the table.
    index('pessoas_caso_pessoa_caso_idx').on(t.pessoaId, t.casoId),
    index('pessoas_caso_created_by_idx').on(t.createdBy),
    checkOneOf('pessoas_caso_sexo_check', t.sexo, SEXOS),
    checkOneOf('pessoas_caso_cor_check', t.cor, CORES),
    checkOneOf('pessoas_caso_estado_civil_check', t.estado_civil, ESTADOS_CIVIS),
  ],
);
