/**
 * What a seized thing carries on paper (issue 42 item 5): its serial number, the seal (lacre) put
 * on it, where it was deposited and when. The same four fields on a means of the crime (an
 * instrument or a weapon) and on a vestígio of type 'Objeto Apreendido'.
 */
import { rotuloVestigio } from '../options-caso';
import { date, pickValues, text, type ValuesOf } from './fields';

export const apreensaoFields = {
  numero_serie: text(100),
  lacre: text(60),
  deposito_local: text(200),
  deposito_data: date(),
};
export type Apreensao = ValuesOf<typeof apreensaoFields>;

/** Only a seized object (VESTÍGIO ELETRONICO, 'Objeto Apreendido') is a vestígio that is seized. */
export const vestigioApreendido = (tipo: string) => rotuloVestigio(tipo) === 'Objeto Apreendido';

/** The seizure's fields as a vestígio of another type keeps them: none. */
export const semApreensao = (): Apreensao => pickValues(apreensaoFields, {});

/** The report's rows of a seizure, the deposit's date formatted by the caller. */
export const linhasDaApreensao = (a: Apreensao, data: (iso: string) => string): [string, string | null][] => [
  ['Número de série', a.numero_serie],
  ['Lacre', a.lacre],
  [
    'Depósito',
    [a.deposito_local, a.deposito_data && `em ${data(a.deposito_data)}`].filter(Boolean).join(' ') || null,
  ],
];
