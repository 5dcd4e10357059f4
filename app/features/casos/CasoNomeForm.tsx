import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { CASO_NOME_MAX, CASO_NOME_MIN, casoRenameRequest } from '../../../shared/schemas/casos';
import { titleCase } from '../../../shared/text';
import { useCreateCaso } from './useCreateCaso';

/** The 5–25 limit, with how much is used while typing. */
export function casoNomeHint(name: string): string {
  return `De ${CASO_NOME_MIN} a ${CASO_NOME_MAX} caracteres · ${name.trim().length}/${CASO_NOME_MAX}`;
}

export interface CasoNomeFormProps {
  placeholder?: string;
  /** Text of the submit button, as each creation screen of spec §2.3 names it. */
  submitLabel: string;
  submitIcon: ReactNode;
  /** Shown below the submit button (the Voltar of /casonome). */
  children?: ReactNode;
}

/**
 * The one field of both case creation screens. The name is title-cased as soon as the field is
 * left, so the officer sees what will be saved.
 */
export function CasoNomeForm({ placeholder, submitLabel, submitIcon, children }: CasoNomeFormProps) {
  const create = useCreateCaso();
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm({ resolver: zodResolver(casoRenameRequest), defaultValues: { name: '' } });
  const field = register('name');

  const submit = handleSubmit(async ({ name }) => {
    await create(name);
  });

  return (
    <Paper component="form" onSubmit={submit} noValidate withBorder radius="lg" p="lg" shadow="xs">
      <Stack gap="lg">
        <TextInput
          {...field}
          onBlur={(event) => {
            setValue('name', titleCase(event.currentTarget.value), { shouldValidate: isSubmitted });
            return field.onBlur(event);
          }}
          label="Informe o nome do caso"
          placeholder={placeholder}
          description={casoNomeHint(watch('name'))}
          error={errors.name?.message}
          size="lg"
          maxLength={CASO_NOME_MAX + 10}
          autoComplete="off"
          autoCapitalize="words"
          enterKeyHint="go"
          withAsterisk
        />
        <Stack gap="sm">
          <Button type="submit" size="lg" fullWidth leftSection={submitIcon} loading={isSubmitting}>
            {submitLabel}
          </Button>
          {children}
        </Stack>
      </Stack>
    </Paper>
  );
}
