/** New and edit position (spec §5 'O nome do cargo é obrigatório'). */
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { type CargoUpdateRequest, cargoUpdateRequest } from '../../../shared/schemas/cargos';
import type { Cargo } from '../../../shared/schemas/equipe';
import { fieldsFor, placeServerIssues, SaveBar, scrollToFirstError } from '../../components/form';
import { queryClient } from '../../lib/query-client';
import { save } from '../../offline/save';

const { TextField } = fieldsFor<CargoUpdateRequest>();

export function CargoForm({ atual, onSaved }: { atual: Cargo | null; onSaved: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<CargoUpdateRequest>({
    resolver: zodResolver(cargoUpdateRequest),
    defaultValues: { nome: atual?.nome ?? '' },
    shouldFocusError: false,
  });
  const [saving, setSaving] = useState(false);

  const enviar = form.handleSubmit(
    async (body) => {
      setSaving(true);
      const onIssues = (issues: { path: string; message: string }[]) =>
        placeServerIssues(form, issues, formRef.current);
      const id = crypto.randomUUID();
      const result = atual
        ? await save(
            {
              id,
              op: 'updateCargo',
              input: { params: { cargoId: atual.id }, body },
              label: `Cargo ${body.nome}`,
            },
            {
              success: 'Cargo atualizado com sucesso!',
              failureTitle: 'Não foi possível atualizar.',
              onIssues,
            },
          )
        : await save(
            { id, op: 'createCargo', input: { body: { id, ...body } }, label: `Cargo ${body.nome}` },
            { success: 'Cargo criado com sucesso!', failureTitle: 'Erro ao salvar', onIssues },
          );
      setSaving(false);
      if (result.ok) {
        // The team form keeps the positions as reference data: it learns of the change too.
        void queryClient.invalidateQueries({ queryKey: ['listCargos'] });
        onSaved();
      }
    },
    () => scrollToFirstError(formRef.current),
  );

  return (
    <FormProvider {...form}>
      <form ref={formRef} onSubmit={enviar} noValidate>
        <Stack gap="md">
          <TextField name="nome" label="Nome do cargo" withAsterisk maxLength={120} />
          <SaveBar saving={saving} />
        </Stack>
      </form>
    </FormProvider>
  );
}
