import { index, integer, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { OPCOES_CONDICOES } from '../../../shared/options-caso';
import { doCaso } from './casos';
import { checkOneOf, checkPosicao, coordinates, createdBy, incluirRelatorio, timestamps } from './columns';
import { mediaObjects } from './media';
import { municipios } from './reference';

/**
 * Address columns as the reverse geocoder returns them. `cidade` keeps the geocoder's text;
 * `cidade_id` is filled when it matches a municipality, which the dashboard groups by.
 */
function endereco() {
  return {
    rua: text('rua'),
    numero: text('numero'),
    bairro: text('bairro'),
    cidade: text('cidade'),
    cidade_id: integer('cidade_id').references(() => municipios.id),
    estado: text('estado'),
    cep: text('cep'),
    complemento: text('complemento'),
  };
}

/**
 * How the position was obtained: a device fix has its accuracy in metres and its moment; a spot
 * placed by hand (on the map or typed) has neither.
 */
function fixo() {
  return {
    precisaoM: real('precisao_m'),
    obtidaEm: timestamp('obtida_em', { withTimezone: true }),
  };
}

/** The crime scene (Local do Crime), at most one per case. */
export const locais = pgTable(
  'locais',
  {
    id: uuid('id').primaryKey(),
    casoId: doCaso(),
    ...endereco(),
    ...coordinates(),
    ...fixo(),
    /** The static map of the spot, made after the save (later when no tile server answers). */
    mapaMediaId: uuid('mapa_media_id').references(() => mediaObjects.id, { onDelete: 'set null' }),
    incluirRelatorio: incluirRelatorio(),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('locais_caso_unico_idx').on(t.casoId),
    index('locais_cidade_idx').on(t.cidade_id),
    index('locais_mapa_media_idx').on(t.mapaMediaId),
    index('locais_created_by_idx').on(t.createdBy),
    ...checkPosicao('locais', t),
  ],
);

/** Scene conditions, at most one per location. */
export const condicoesLocal = pgTable(
  'condicoes_local',
  {
    id: uuid('id').primaryKey(),
    localId: uuid('local_id')
      .notNull()
      .references(() => locais.id, { onDelete: 'cascade' }),
    vizinhanca: text('vizinhanca', { enum: OPCOES_CONDICOES.vizinhanca }),
    clima: text('clima', { enum: OPCOES_CONDICOES.clima }),
    tipo: text('tipo', { enum: OPCOES_CONDICOES.tipo }),
    localInterno: text('local_interno', { enum: OPCOES_CONDICOES.local_interno }),
    localExterno: text('local_externo', { enum: OPCOES_CONDICOES.local_externo }),
    qualidade: text('qualidade', { enum: OPCOES_CONDICOES.qualidade }),
    higiene: text('higiene', { enum: OPCOES_CONDICOES.higiene }),
    organizacao: text('organizacao', { enum: OPCOES_CONDICOES.organizacao }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('condicoes_local_local_idx').on(t.localId),
    checkOneOf('condicoes_local_vizinhanca_check', t.vizinhanca, OPCOES_CONDICOES.vizinhanca),
    checkOneOf('condicoes_local_clima_check', t.clima, OPCOES_CONDICOES.clima),
    checkOneOf('condicoes_local_tipo_check', t.tipo, OPCOES_CONDICOES.tipo),
    checkOneOf('condicoes_local_local_interno_check', t.localInterno, OPCOES_CONDICOES.local_interno),
    checkOneOf('condicoes_local_local_externo_check', t.localExterno, OPCOES_CONDICOES.local_externo),
    checkOneOf('condicoes_local_qualidade_check', t.qualidade, OPCOES_CONDICOES.qualidade),
    checkOneOf('condicoes_local_higiene_check', t.higiene, OPCOES_CONDICOES.higiene),
    checkOneOf('condicoes_local_organizacao_check', t.organizacao, OPCOES_CONDICOES.organizacao),
  ],
);

/** A security camera near the scene whose footage may be requested. */
export const cameras = pgTable(
  'cameras',
  {
    id: uuid('id').primaryKey(),
    casoId: doCaso(),
    ...endereco(),
    ...coordinates(),
    ...fixo(),
    imagemMediaId: uuid('imagem_media_id').references(() => mediaObjects.id, { onDelete: 'set null' }),
    incluirRelatorio: incluirRelatorio(),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    index('cameras_caso_idx').on(t.casoId),
    index('cameras_cidade_idx').on(t.cidade_id),
    index('cameras_imagem_media_idx').on(t.imagemMediaId),
    index('cameras_created_by_idx').on(t.createdBy),
    ...checkPosicao('cameras', t),
  ],
);
