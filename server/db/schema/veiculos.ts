import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { VEICULO_RELACOES } from '../../../shared/schemas/veiculos';
import { doCaso } from './casos';
import { checkCoordinates, checkOneOf, coordinates, createdBy, timestamps } from './columns';

/**
 * A vehicle of a case (issue 42). The plate is kept as typed (capitals, no separator) and as its
 * key, the Mercosul form (shared/schemas/veiculos.ts `chaveDaPlaca`), which the search compares
 * exactly through its index.
 */
export const veiculos = pgTable(
  'veiculos',
  {
    id: uuid('id').primaryKey(),
    casoId: doCaso(),
    placa: text('placa'),
    placaChave: text('placa_chave'),
    marca_modelo: text('marca_modelo'),
    cor: text('cor'),
    ano: text('ano'),
    chassi: text('chassi'),
    renavam: text('renavam'),
    relacao: text('relacao', { enum: VEICULO_RELACOES }),
    relacao_outra: text('relacao_outra'),
    /** The registry person of the case it is linked to; checked against the case on every write. */
    pessoa_id: uuid('pessoa_id'),
    observacao: text('observacao'),
    /** Where it stood at the scene, from the device's GPS; none when not placed. */
    ...coordinates(),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    index('veiculos_caso_idx').on(t.casoId),
    index('veiculos_placa_idx').on(t.placaChave),
    index('veiculos_created_by_idx').on(t.createdBy),
    checkOneOf('veiculos_relacao_check', t.relacao, VEICULO_RELACOES),
    ...checkCoordinates('veiculos', t.latitude, t.longitude),
  ],
);
