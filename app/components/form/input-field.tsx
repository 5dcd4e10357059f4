/**
 * A text box held in a screen's own state rather than a form's: it gives the value, not the event.
 * Alone in its module, and Mantine only: the login screen (the first load of every visit) takes it.
 */
import { PasswordInput, type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';
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
