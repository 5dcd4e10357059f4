/** The case's name as both creation screens and the rename take it (spec §5: 5–25, title-cased). */
import { useFormContext } from 'react-hook-form';
import { CASO_NOME_MAX, CASO_NOME_MIN } from '../../../shared/schemas/casos';
import { fieldsFor } from '../../components/form';
import type { TextFieldProps } from '../../components/form/fields';

/** The values of a form holding the case's name. */
type CasoNomeValues = { name: string };

/** The 5–25 limit, with how much is used while typing. */
export function casoNomeHint(name: string): string {
  return `De ${CASO_NOME_MIN} a ${CASO_NOME_MAX} caracteres · ${name.trim().length}/${CASO_NOME_MAX}`;
}

const { TextField } = fieldsFor<CasoNomeValues>();

/** Title-cased as soon as the field is left, so the officer sees what will be saved. */
export function CasoNomeField(props: Omit<TextFieldProps<CasoNomeValues>, 'name'>) {
  const { watch } = useFormContext<CasoNomeValues>();
  return (
    <TextField
      name="name"
      titleCase
      description={casoNomeHint(watch('name'))}
      autoCapitalize="words"
      {...props}
    />
  );
}
