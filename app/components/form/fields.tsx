/**
 * Form inputs bound to react-hook-form by field path. Every one has a visible label, shows its error
 * under it and marks itself aria-invalid, which is how a form finds the first error to scroll to.
 * `fieldsFor<Values>()` gives them typed to one form's values, so a wrong path does not compile.
 */
import {
  PasswordInput,
  type PasswordInputProps,
  Select,
  type SelectProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { ComponentType } from 'react';
import {
  type FieldValues,
  get,
  type Path,
  useController,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { titleCase as toTitleCase } from '../../../shared/formatos/text';
import { LISTA_SUSPENSA } from './lista-suspensa';

function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

export interface TextFieldProps<T extends FieldValues> extends Omit<TextInputProps, 'name' | 'error'> {
  name: Path<T>;
  /** Names and places are title-cased when the field is left (spec §5). */
  titleCase?: boolean;
  /** Rewrites the value when the field is left (e.g. CPF and CEP punctuation). */
  format?: (value: string) => string;
  /** Rewrites the value as it is typed or pasted (e.g. a matrícula's digits). */
  normalize?: (value: string) => string;
}

export function TextField<T extends FieldValues>({
  name,
  titleCase,
  format,
  normalize,
  ...props
}: TextFieldProps<T>) {
  const { register, setValue, formState } = useFormContext<T>();
  const error = useFieldError(name);
  const adjust = format ?? (titleCase ? toTitleCase : null);
  const field = register(name, {
    onBlur: adjust
      ? (event: { target: { value: string } }) => {
          const adjusted = adjust(event.target.value);
          // After a refused submit, the rewritten value's error is shown or cleared at once.
          if (adjusted !== event.target.value)
            setValue(name, adjusted as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });
        }
      : undefined,
  });
  // Uncontrolled: the input itself is rewritten before the form reads it, so what shows is what is kept.
  const onChange: typeof field.onChange = normalize
    ? (event) => {
        const input = event.target as HTMLInputElement;
        input.value = normalize(input.value);
        return field.onChange(event);
      }
    : field.onChange;
  return <TextInput autoComplete="off" {...props} {...field} onChange={onChange} error={error} />;
}

export interface TextAreaFieldProps<T extends FieldValues> extends Omit<TextareaProps, 'name' | 'error'> {
  name: Path<T>;
  /** Shows how much of the limit is used while typing. */
  maxLength?: number;
  /** Said before the count (e.g. the minimum length). */
  hint?: string;
}

/** Free text (descriptions, notes): kept as typed. */
export function TextAreaField<T extends FieldValues>({
  name,
  maxLength,
  hint,
  description,
  ...props
}: TextAreaFieldProps<T>) {
  const { register, watch } = useFormContext<T>();
  const error = useFieldError(name);
  const length = maxLength ? String(watch(name) ?? '').length : 0;
  const contagem = maxLength ? [hint, `${length}/${maxLength}`].filter(Boolean).join(' · ') : undefined;
  return (
    <Textarea
      autosize
      minRows={3}
      maxRows={10}
      maxLength={maxLength}
      description={contagem ?? description}
      {...props}
      {...register(name)}
      error={error}
    />
  );
}

export interface PasswordFieldProps<T extends FieldValues>
  extends Omit<PasswordInputProps, 'name' | 'error'> {
  name: Path<T>;
}

/** A password: never given autoComplete 'off' (the browser's password manager must see it). */
export function PasswordField<T extends FieldValues>({ name, ...props }: PasswordFieldProps<T>) {
  const { register } = useFormContext<T>();
  const error = useFieldError(name);
  return <PasswordInput {...props} {...register(name)} error={error} />;
}

type Option<V extends string | number> = V | { value: V; label: string };

export interface SelectFieldProps<T extends FieldValues, V extends string | number>
  extends Omit<SelectProps<V>, 'name' | 'error' | 'data' | 'value' | 'onChange'> {
  name: Path<T>;
  data: readonly Option<V>[];
  /** Called after the value changes, e.g. to clear what depended on it. */
  onPick?: (value: V | null) => void;
}

/** A choice from a fixed list; optional ones can be cleared, required ones show an asterisk. */
export function SelectField<T extends FieldValues, V extends string | number = string>({
  name,
  data,
  onPick,
  withAsterisk,
  ...props
}: SelectFieldProps<T, V>) {
  const { field, fieldState } = useController<T>({ name });
  return (
    <Select<V>
      placeholder="Selecione"
      clearable={!withAsterisk}
      withAsterisk={withAsterisk}
      allowDeselect={!withAsterisk}
      {...LISTA_SUSPENSA}
      {...props}
      ref={field.ref}
      name={field.name}
      data={data as Option<V>[]}
      value={(field.value as V | null | undefined) ?? null}
      onChange={(value) => {
        field.onChange(value);
        onPick?.(value);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** The inputs typed to one form's values. */
export function fieldsFor<T extends FieldValues>() {
  return {
    TextField: TextField as ComponentType<TextFieldProps<T>>,
    TextAreaField: TextAreaField as ComponentType<TextAreaFieldProps<T>>,
    PasswordField: PasswordField as ComponentType<PasswordFieldProps<T>>,
    SelectField: SelectField as <V extends string | number = string>(
      props: SelectFieldProps<T, V>,
    ) => ReturnType<typeof SelectField>,
  };
}
