import { describe, expect, it } from 'vitest';
import type { Caso } from '../../../shared/schemas/casos';
import { pessoaCaso, vitimaCreateRequest } from '../../../shared/schemas/pessoa-caso';
import type { OutboxRequest } from '../../offline/db';
import { casoWithPending } from '../casos/caso-view';
import { casoDoServidor, contextoDeTeste, JOAO_PESSOA, listasNoAparelho } from '../casos/test-caso';
import { PARTES_DO_CASO } from '../modulos';
import { initialValues } from './pessoa-form-values';
import { buildWrite } from './pessoa-write';
import { CASO_ID, edicaoDoVulgo, fixtureIds } from './test-fixtures';

/** The overlay's context on a device with or without the reference lists. */
const context = (lists: boolean) => contextoDeTeste(lists ? listasNoAparelho : {});

const server: Caso = casoDoServidor({ id: CASO_ID });

const pending = (request: OutboxRequest, createdAt = Date.parse('2026-11-20T13:00:00.000Z')) => ({
  ...request,
  createdAt,
});

function novaVitima() {
  const values = initialValues('vitima', null, [], fixtureIds());
  values.pessoa.nome = 'Maria da Silva';
  values.endereco = { ...values.endereco, cidade_id: JOAO_PESSOA.id, cep: '58.000-000' };
  values.caracteristicas_fisicas = {
    ...values.caracteristicas_fisicas,
    tatuagem: 'SIM',
    tatuagem_descricao: 'Dragão',
  };
  values.vitima = { ...values.vitima, crime_id: 2183, encaminhado: 'UPA_BAYEUX' };
  return buildWrite(vitimaCreateRequest.parse(values), {
    papel: 'vitima',
    mode: 'create',
    casoId: CASO_ID,
    row: null,
  });
}

describe('a person saved on the device shows in the case as the server will list it', () => {
  it('reads the create as the server will, names its city, typification and referral', () => {
    const request = novaVitima();
    const view = casoWithPending(PARTES_DO_CASO, CASO_ID, server, [pending(request)], context(true));
    const [row] = view?.vitimas ?? [];
    expect(row?.offline).toBe(true);
    const { offline: _offline, ...listed } = row ?? ({} as NonNullable<typeof row>);
    expect(pessoaCaso.parse(listed)).toMatchObject({
      id: request.id,
      tipo: 'vitima',
      documentos: 0,
      created_at: '2026-11-20T13:00:00.000Z',
      endereco: { cep: '58000000', cidade: JOAO_PESSOA },
      caracteristicas_fisicas: { tatuagem: 'SIM', tatuagem_descricao: 'Dragão' },
      vitima: {
        crime: { id: 2183, nome_natureza: 'Tentativa de Homicídio' },
        encaminhamento: { codigo: 'UPA_BAYEUX', nome: 'UPA Bayeux' },
      },
      pessoaTipo: null,
    });
  });

  it('keeps the link id, date, documents, city and referral of the row on an edit, even without the lists', () => {
    const created = casoWithPending(PARTES_DO_CASO, CASO_ID, server, [pending(novaVitima())], context(true));
    const row = created?.vitimas[0];
    if (!row) throw new Error('no row');
    const edit = edicaoDoVulgo('vitima', row, [], 'Mary');
    const withEdit = casoWithPending(
      PARTES_DO_CASO,
      CASO_ID,
      { ...server, vitimas: [{ ...row, documentos: 3 }] },
      [pending(edit)],
      context(false),
    );
    expect(withEdit?.vitimas[0]).toMatchObject({
      id: row.id,
      created_at: row.created_at,
      documentos: 3,
      offline: true,
      pessoa: { vulgo: 'Mary' },
      endereco: { cidade: JOAO_PESSOA },
      vitima: { encaminhamento: { codigo: 'UPA_BAYEUX', nome: 'UPA Bayeux' } },
    });
  });
});
