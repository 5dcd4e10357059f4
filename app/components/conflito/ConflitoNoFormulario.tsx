import { useFormContext, useWatch } from 'react-hook-form';
import { ConflitoCampos } from './ConflitoCampos';
import type { ConflitoForm } from './useConflitoForm';

/** The conflict kit inside a form (under its FormProvider): the choices follow what is typed. */
export function ConflitoNoFormulario({ kit }: { kit: ConflitoForm }) {
  const { control } = useFormContext();
  const nomes = kit.conflito?.campos.map((campo) => campo.campo) ?? [];
  const valores = useWatch({ control, name: nomes }) as unknown[];
  if (!kit.conflito) return null;
  return (
    <ConflitoCampos
      conflito={kit.conflito}
      valorAtual={(campo) => valores[nomes.indexOf(campo)]}
      onEscolher={kit.escolher}
      editavel
    />
  );
}
