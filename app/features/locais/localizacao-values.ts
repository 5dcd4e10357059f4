/** What the location and camera forms hold, and how a fix and a looked-up address fill them. */
import type { z } from 'zod';
import { emptyValues } from '../../../shared/schemas/fields';
import {
  condicoesFields,
  type EnderecoReverso,
  enderecoLocalFields,
  type localCrimeCreateRequest,
} from '../../../shared/schemas/locais';
import type { Leitura } from '../../components/geo/geolocalizacao';

export type LocalizacaoValues = z.input<typeof localCrimeCreateRequest>;
export type LocalizacaoOutput = z.output<typeof localCrimeCreateRequest>;

/** A new form: at the device's fix when there is one, empty for an entry by hand. */
export function valoresIniciais(leitura: Leitura | null): LocalizacaoValues {
  return {
    id: crypto.randomUUID(),
    ...emptyValues(enderecoLocalFields),
    latitude: leitura?.latitude ?? null,
    longitude: leitura?.longitude ?? null,
    precisao_m: leitura?.precisao_m ?? null,
    obtida_em: leitura?.obtida_em ?? null,
    condicoes: emptyValues(condicoesFields),
  };
}

type Endereco = NonNullable<EnderecoReverso['endereco']>;

/** The form's address fields set from the geocoder's answer (what it did not find stays empty). */
export function camposDoEndereco(endereco: Endereco) {
  return {
    rua: endereco.rua ?? '',
    numero: endereco.numero ?? '',
    bairro: endereco.bairro ?? '',
    cep: endereco.cep ? `${endereco.cep.slice(0, 5)}-${endereco.cep.slice(5)}` : '',
    cidade_id: endereco.cidade_id,
    estado: endereco.estado,
  } satisfies Partial<LocalizacaoValues>;
}
