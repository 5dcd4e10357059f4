/**
 * Inputs held in a screen's own state rather than a form's: filters, searches, a one-field dialog,
 * the login. They give the value, not the event, and carry the kit's defaults. Mantine only, so the
 * login screen (the first load of every visit) can take them without the form library.
 */
import {
  Loader,
  PasswordInput,
  type PasswordInputProps,
  Select,
  type SelectProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';

export interface InputFieldProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  /** A password: hidden, with the button that shows it. */
  secret?: boolean;
}

export function InputField({ value, onChange, secret, ...props }: InputFieldProps) {
  const common = {
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value),
  };
  if (secret) return <PasswordInput {...(props as PasswordInputProps)} {...common} />;
  return <TextInput autoComplete="off" {...props} {...common} />;
}

export interface SearchFieldProps extends Omit<InputFieldProps, 'secret'> {
  /** A search under way: a spinner at the end of the box. */
  busy?: boolean;
}

/** A search box: the magnifier, the search role, and a spinner while it searches. */
export function SearchField({ busy, ...props }: SearchFieldProps) {
  return (
    <InputField
      type="search"
      leftSection={<IconSearch size={18} />}
      rightSection={busy ? <Loader size="xs" /> : null}
      {...props}
    />
  );
}

export interface ChoiceFieldProps<V extends string> extends Omit<SelectProps<V>, 'value' | 'onChange'> {
  value: V | null;
  onChange: (value: V | null) => void;
}

/** A choice from a list, with the same dropdown as the form's SelectField. */
export function ChoiceField<V extends string>({ value, onChange, ...props }: ChoiceFieldProps<V>) {
  return (
    <Select<V>
      placeholder="Selecione"
      maxDropdownHeight={300}
      comboboxProps={{ shadow: 'md' }}
      {...props}
      value={value}
      onChange={onChange}
    />
  );
}
