/**
 * Inputs held in a screen's own state rather than a form's: filters, searches, a one-field dialog.
 * They give the value, not the event, and carry the kit's defaults. Mantine only, without the form
 * library. The text box the login takes is in input-field.tsx, away from these: whatever a module
 * of the login's bundle holds, every screen that uses any of it, the dropdown's included, would
 * otherwise weigh on the login.
 */
import {
  FileInput,
  type FileInputProps,
  Loader,
  NativeSelect,
  type NativeSelectProps,
  Select,
  type SelectProps,
  Switch,
  type SwitchProps,
  Textarea,
  type TextareaProps,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { InputField, type InputFieldProps } from './input-field';
import { LISTA_SUSPENSA } from './lista-suspensa';

export interface MultilineFieldProps extends Omit<TextareaProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/** Free text over several lines, growing as it is typed. */
export function MultilineField({ value, onChange, ...props }: MultilineFieldProps) {
  return (
    <Textarea
      autosize
      minRows={1}
      maxRows={8}
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
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
    <Select<V> placeholder="Selecione" {...LISTA_SUSPENSA} {...props} value={value} onChange={onChange} />
  );
}

export interface ListFieldProps extends Omit<NativeSelectProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/** A short list in the phone's own picker, where a dropdown would cover the screen's preview. */
export function ListField({ value, onChange, ...props }: ListFieldProps) {
  return <NativeSelect {...props} value={value} onChange={(event) => onChange(event.currentTarget.value)} />;
}

export interface SwitchFieldProps extends Omit<SwitchProps, 'checked' | 'onChange'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off choice that takes effect at once (no form to submit). */
export function SwitchField({ checked, onChange, ...props }: SwitchFieldProps) {
  return <Switch {...props} checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />;
}

/** A file picked from the device. */
export function FileField(props: FileInputProps<false>) {
  return (
    <FileInput
      placeholder="Escolher arquivo"
      // Mantine's placeholder grey is too faint to read at night (and fails the contrast check).
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      {...props}
    />
  );
}
