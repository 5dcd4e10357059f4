import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { CASO_NOME_MAX, CASO_NOME_MIN, casoRenameRequest } from '../../../shared/schemas/casos';
import { titleCase } from '../../../shared/text';
import { useCriarCaso } from './criarCaso';

export interface CasoNomeFormProps {
  placeholder?: string;
  /** Text of the submit button, as each creation screen of spec §2.3 names it. */
  acao: string;
  icone: ReactNode;
  /** Shown below the submit button (the Voltar of /casonome). */
  children?: ReactNode;
}

/**
 * The one field of both case creation screens. The name is title-cased as soon as the field is
 * left, so the officer sees what will be saved.
 */
export function CasoNomeForm({ placeholder, acao, icone, children }: CasoNomeFormProps) {
  const criar = useCriarCaso();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm({ resolver: zodResolver(casoRenameRequest), defaultValues: { name: '' } });
  const campo = register('name');

  const submit = handleSubmit(async ({ name }) => {
    await criar(name);
  });

  return (
    <Paper component="form" onSubmit={submit} noValidate withBorder radius="lg" p="lg" shadow="xs">
      <Stack gap="lg">
        <TextInput
          {...campo}
          onBlur={(event) => {
            setValue('name', titleCase(event.currentTarget.value), { shouldValidate: isSubmitted });
            return campo.onBlur(event);
          }}
          label="Informe o nome do caso"
          placeholder={placeholder}
          description={`De ${CASO_NOME_MIN} a ${CASO_NOME_MAX} caracteres.`}
          error={errors.name?.message}
          size="lg"
          autoComplete="off"
          autoCapitalize="words"
          enterKeyHint="go"
          withAsterisk
        />
        <Stack gap="sm">
          <Button type="submit" size="lg" fullWidth leftSection={icone} loading={isSubmitting}>
            {acao}
          </Button>
          {children}
        </Stack>
      </Stack>
    </Paper>
  );
}
