import { VESTIGIO_TIPOS } from '../../../shared/options-caso';

/** The type as the officer reads it (spec §9: VESTÍGIO ELETRONICO shows 'Objeto Apreendido'). */
export function vestigioTipoLabel(tipo: string): string {
  return VESTIGIO_TIPOS.find((t) => t.value === tipo)?.label ?? tipo;
}
