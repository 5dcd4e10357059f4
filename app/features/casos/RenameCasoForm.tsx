import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { casoRenameRequest } from '../../../shared/schemas/casos';
import { titleCase } from '../../../shared/text';
import { getSelectedCaso, setSelectedCaso } from '../../lib/selected-caso';
import { save } from '../../offline/save';
import { casoNomeHint } from './CasoNomeForm';
import type { HistoricoRow } from './historico-view';

/** The case's new name; the banner follows at once, online or not. */
export function RenameCasoForm({ row, onDone }: { row: HistoricoRow; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm({ resolver: zodResolver(casoRenameRequest), defaultValues: { name: row.name } });
  const field = register('name');

  const submit = handleSubmit(async ({ name }) => {
    if (name === row.name) {
      onDone();
      return;
    }
    const result = await save(
      {
        id: crypto.randomUUID(),
        op: 'renameCaso',
        input: { params: { casoId: row.id }, body: { name } },
        label: `Renomear caso para ${name}`,
        casoId: row.id,
      },
      { success: 'Nome do caso alterado com sucesso!', failureTitle: 'Falha ao salvar no banco de dados!' },
    );
    if (!result.ok) return;
    const selected = getSelectedCaso();
    if (selected?.id === row.id) setSelectedCaso({ ...selected, name });
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <TextInput
          {...field}
          onBlur={(event) => {
            setValue('name', titleCase(event.currentTarget.value), { shouldValidate: isSubmitted });
            return field.onBlur(event);
          }}
          label="Nome do caso"
          description={casoNomeHint(watch('name'))}
          error={errors.name?.message}
          autoComplete="off"
          autoCapitalize="words"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting} leftSection={<IconPencil size={18} />}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
