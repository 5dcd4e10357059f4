import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ABORDAGENS,
  ESTADOS_CADAVER,
  MEIOS_MORTE,
  PARENTESCOS,
  PESSOA_TIPO_FAMILIAR,
  PESSOA_TIPOS,
  SIM_NAO,
  SIM_NAO_DESCONHECIDO,
} from '../../../shared/options';
import { doCaso } from './casos';
import { checkOneOf, createdBy, horaMinuto, incluirRelatorio, timestamps } from './columns';
import { daPessoa } from './pessoas';
import { pessoasCaso } from './pessoas-caso';
import { encaminhamentos, tipificacoes } from './reference';

/**
 * A person's role as victim in one case, with the victim-only facts. Death fields and the
 * referral exclude each other by typification (2183); that rule is the service's, because a
 * case is recorded bit by bit at the scene.
 */
export const vitimas = pgTable(
  'vitimas',
  {
    id: uuid('id').primaryKey(),
    casoId: doCaso(),
    pessoaId: daPessoa(),
    crime_id: integer('crime_id').references(() => tipificacoes.id),
    nic: text('nic'),
    estado_cadaver: text('estado_cadaver', { enum: ESTADOS_CADAVER }),
    data_morte: date('data_morte'),
    hora_morte: horaMinuto('hora_morte'),
    meio_morte: text('meio_morte', { enum: MEIOS_MORTE }),
    abordagem: text('abordagem', { enum: ABORDAGENS }),
    abordagemDados: text('abordagem_dados'),
    reacao: text('reacao', { enum: SIM_NAO_DESCONHECIDO }),
    reacaoDados: text('reacao_dados'),
    subtracao_bens: text('subtracao_bens', { enum: SIM_NAO_DESCONHECIDO }),
    bens_subtraidos: text('bens_subtraidos'),
    /** The referral place's code; codes are stable while the names shown may be edited. */
    encaminhado: text('encaminhado').references(() => encaminhamentos.codigo, { onUpdate: 'cascade' }),
    /** The place typed when the referral is OUTRO. */
    encaminhado_outro: text('encaminhado_outro'),
    sobrevivente: text('sobrevivente', { enum: SIM_NAO }),
    /** Issue 42: the IML's request for examination and its laudo, each with its date. */
    guia_iml: text('guia_iml'),
    guia_iml_data: date('guia_iml_data'),
    laudo_iml: text('laudo_iml'),
    laudo_iml_data: date('laudo_iml_data'),
    anotacoes: text('anotacoes'),
    incluirRelatorio: incluirRelatorio(),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('vitimas_caso_pessoa_idx').on(t.casoId, t.pessoaId),
    // Every role in a case reads the person from the case's own record of them.
    foreignKey({
      name: 'vitimas_registro_fk',
      columns: [t.casoId, t.pessoaId],
      foreignColumns: [pessoasCaso.casoId, pessoasCaso.pessoaId],
    }).onDelete('cascade'),
    index('vitimas_pessoa_idx').on(t.pessoaId),
    index('vitimas_crime_idx').on(t.crime_id),
    index('vitimas_encaminhado_idx').on(t.encaminhado),
    index('vitimas_created_by_idx').on(t.createdBy),
    checkOneOf('vitimas_estado_cadaver_check', t.estado_cadaver, ESTADOS_CADAVER),
    checkOneOf('vitimas_meio_morte_check', t.meio_morte, MEIOS_MORTE),
    checkOneOf('vitimas_abordagem_check', t.abordagem, ABORDAGENS),
    checkOneOf('vitimas_reacao_check', t.reacao, SIM_NAO_DESCONHECIDO),
    checkOneOf('vitimas_subtracao_bens_check', t.subtracao_bens, SIM_NAO_DESCONHECIDO),
    checkOneOf('vitimas_sobrevivente_check', t.sobrevivente, SIM_NAO),
  ],
);

/**
 * Witnesses and suspects share one shape: how they relate to a victim of the same case.
 * If that victim is removed the person stays, unlinked, because nothing typed is dropped.
 */
function vinculoPessoa<Name extends 'testemunhas' | 'suspeitos'>(table: Name) {
  return pgTable(
    table,
    {
      id: uuid('id').primaryKey(),
      casoId: doCaso(),
      pessoaId: daPessoa(),
      pessoaTipo: text('pessoa_tipo', { enum: PESSOA_TIPOS }).notNull(),
      parentesco: text('parentesco', { enum: PARENTESCOS }),
      vitimaVinculoId: uuid('vitima_vinculo_id').references(() => vitimas.id, { onDelete: 'set null' }),
      anotacoes: text('anotacoes'),
      incluirRelatorio: incluirRelatorio(),
      createdBy: createdBy(),
      ...timestamps(),
    },
    (t) => [
      uniqueIndex(`${table}_caso_pessoa_idx`).on(t.casoId, t.pessoaId),
      foreignKey({
        name: `${table}_registro_fk`,
        columns: [t.casoId, t.pessoaId],
        foreignColumns: [pessoasCaso.casoId, pessoasCaso.pessoaId],
      }).onDelete('cascade'),
      index(`${table}_pessoa_idx`).on(t.pessoaId),
      index(`${table}_vitima_vinculo_idx`).on(t.vitimaVinculoId),
      index(`${table}_created_by_idx`).on(t.createdBy),
      checkOneOf(`${table}_pessoa_tipo_check`, t.pessoaTipo, PESSOA_TIPOS),
      checkOneOf(`${table}_parentesco_check`, t.parentesco, PARENTESCOS),
      check(
        `${table}_parentesco_only_familiar`,
        sql`${t.parentesco} IS NULL OR ${t.pessoaTipo} = ${sql.raw(`'${PESSOA_TIPO_FAMILIAR}'`)}`,
      ),
    ],
  );
}

export const testemunhas = vinculoPessoa('testemunhas');
export const suspeitos = vinculoPessoa('suspeitos');
