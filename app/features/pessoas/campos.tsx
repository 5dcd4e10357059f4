/**
 * The person form's inputs, bound to react-hook-form by field path. Every one has a visible
 * label, shows its error under it and marks itself aria-invalid, which is how the form finds the
 * first error to scroll to.
 */
import {
  Select,
  type SelectProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { get, type Path, useController, useFormContext, useFormState } from 'react-hook-form';
import { titleCase } from '../../../shared/text';
import { CAMPOS_TITULO, type PessoaFormValues } from './pessoa-form';

export type Campo = Path<PessoaFormValues>;

function useErro(name: Campo): string | undefined {
  const { errors } = useFormState<PessoaFormValues>({ name });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

interface CampoTextoProps extends Omit<TextInputProps, 'name' | 'error'> {
  name: Campo;
  /** Rewrites the value when the field is left (e.g. CPF and CEP punctuation). */
  formatar?: (value: string) => string;
}

/** A text input; names and places are title-cased when left (spec §5). */
export function CampoTexto({ name, formatar, ...props }: CampoTextoProps) {
  const { register, setValue } = useFormContext<PessoaFormValues>();
  const erro = useErro(name);
  const ajustar = formatar ?? (CAMPOS_TITULO.has(name) ? titleCase : null);
  const campo = register(name, {
    onBlur: ajustar
      ? (event: { target: { value: string } }) => {
          const ajustado = ajustar(event.target.value);
          if (ajustado !== event.target.value) setValue(name, ajustado, { shouldDirty: true });
        }
      : undefined,
  });
  return <TextInput {...props} {...campo} error={erro} />;
}

interface CampoAreaProps extends Omit<TextareaProps, 'name' | 'error'> {
  name: Campo;
}

/** Free text (descriptions, notes): kept as typed. */
export function CampoArea({ name, ...props }: CampoAreaProps) {
  const { register } = useFormContext<PessoaFormValues>();
  const erro = useErro(name);
  return <Textarea autosize minRows={3} maxRows={10} {...props} {...register(name)} error={erro} />;
}

type Opcao<V extends string | number> = V | { value: V; label: string };

interface CampoOpcoesProps<V extends string | number>
  extends Omit<SelectProps<V>, 'name' | 'error' | 'data' | 'value' | 'onChange'> {
  name: Campo;
  data: readonly Opcao<V>[];
  /** Called after the value changes, e.g. to clear what depended on it. */
  aoMudar?: (value: V | null) => void;
}

/** A choice from a fixed list; optional ones can be cleared, required ones show an asterisk. */
export function CampoOpcoes<V extends string | number = string>({
  name,
  data,
  aoMudar,
  withAsterisk,
  ...props
}: CampoOpcoesProps<V>) {
  const { field, fieldState } = useController<PessoaFormValues>({ name });
  return (
    <Select<V>
      clearable={!withAsterisk}
      withAsterisk={withAsterisk}
      allowDeselect={!withAsterisk}
      maxDropdownHeight={300}
      comboboxProps={{ shadow: 'md' }}
      {...props}
      ref={field.ref}
      name={field.name}
      data={data as Opcao<V>[]}
      value={(field.value as V | null | undefined) ?? null}
      onChange={(value) => {
        field.onChange(value);
        aoMudar?.(value);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
