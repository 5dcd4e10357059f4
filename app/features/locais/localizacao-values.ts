/** What the location and camera forms hold, and how a fix fills them. */
import type { z } from 'zod';
import { emptyValues } from '../../../shared/schemas/fields';
import {
  condicoesFields,
  enderecoLocalFields,
  type localCrimeCreateRequest,
} from '../../../shared/schemas/locais';
import type { Leitura } from '../../lib/geolocalizacao';

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
