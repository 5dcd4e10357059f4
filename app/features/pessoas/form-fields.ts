import { fieldsFor } from '../../components/form';
import { useOfflineQuery } from '../../offline/useOfflineQuery';
import type { PessoaFormValues } from './pessoa-form-values';

/** The kit's inputs, typed to the person form's values. */
export const { TextField, TextAreaField, SelectField } = fieldsFor<PessoaFormValues>();

/** Referral places of a surviving victim ('Vítima Encaminhada para'). */
export function useEncaminhamentos() {
  return useOfflineQuery('listEncaminhamentos', {}, { reference: true });
}
