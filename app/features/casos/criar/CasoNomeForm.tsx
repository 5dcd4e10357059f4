import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { CASO_NOME_MAX, casoRenameRequest } from '../../../../shared/schemas/casos';
import { CasoNomeField } from '../CasoNomeField';
import { useCreateCaso } from './useCreateCaso';

export interface CasoNomeFormProps {
  placeholder?: string;
  /** Text of the submit button, as each creation screen of spec §2.3 names it. */
  submitLabel: string;
  submitIcon: ReactNode;
  /** Shown below the submit button (the Voltar of /casonome). */
  children?: ReactNode;
}

/** The one field of both case creation screens. */
export function CasoNomeForm({ placeholder, submitLabel, submitIcon, children }: CasoNomeFormProps) {
  const create = useCreateCaso();
  const form = useForm({ resolver: zodResolver(casoRenameRequest), defaultValues: { name: '' } });

  const submit = form.handleSubmit(async ({ name }) => {
    await create(name);
  });

  return (
    <FormProvider {...form}>
      <Paper component="form" onSubmit={submit} noValidate withBorder radius="lg" p="lg" shadow="xs">
        <Stack gap="lg">
          <CasoNomeField
            label="Informe o nome do caso"
            placeholder={placeholder}
            size="lg"
            maxLength={CASO_NOME_MAX + 10}
            enterKeyHint="go"
            withAsterisk
          />
          <Stack gap="sm">
            <Button
              type="submit"
              size="lg"
              fullWidth
              leftSection={submitIcon}
              loading={form.formState.isSubmitting}
            >
              {submitLabel}
            </Button>
            {children}
          </Stack>
        </Stack>
      </Paper>
    </FormProvider>
  );
}
