/**
 * New and edit unit (spec §3 Unit, §5 'O nome da unidade é obrigatório', 'Selecione uma cidade'):
 * name, phone, address and the city from the device's municipality list.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import {
  type Unidade,
  type UnidadeUpdateRequest,
  unidadeUpdateRequest,
} from '../../../shared/schemas/unidades';
import {
  CityField,
  DraftNotice,
  FormSection,
  fieldsFor,
  placeServerIssues,
  SaveBar,
  scrollToFirstError,
  useDraft,
} from '../../components/form';
import { queryClient } from '../../lib/query-client';
import { save } from '../../offline/save';

const { TextField } = fieldsFor<UnidadeUpdateRequest>();

type Output = ReturnType<typeof unidadeUpdateRequest.parse>;

export function UnidadeForm({ atual, onSaved }: { atual: Unidade | null; onSaved: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<UnidadeUpdateRequest, unknown, Output>({
    resolver: zodResolver(unidadeUpdateRequest) as unknown as Resolver<UnidadeUpdateRequest, unknown, Output>,
    defaultValues: {
      nome: atual?.nome ?? '',
      telefone: atual?.telefone ?? '',
      endereco: atual?.endereco ?? '',
      cidade_id: atual?.cidade_id ?? (undefined as unknown as number),
      // Not on this form (the report's header reads it); kept as it is.
      srpc: atual?.srpc ?? null,
    },
    shouldFocusError: false,
  });
  const draft = useDraft(form, `unidade:${atual?.id ?? 'nova'}`);
  const [saving, setSaving] = useState(false);

  const enviar = form.handleSubmit(
    async (body) => {
      setSaving(true);
      const options = {
        failureTitle: 'Não foi possível salvar a unidade.',
        onIssues: (issues: { path: string; message: string }[]) =>
          placeServerIssues(form, issues, formRef.current),
      };
      const id = atual?.id ?? crypto.randomUUID();
      const result = atual
        ? await save(
            {
              id: crypto.randomUUID(),
              op: 'updateUnidade',
              input: { params: { unidadeId: id }, body },
              label: `Unidade ${body.nome}`,
            },
            { ...options, success: 'Unidade atualizada com sucesso!' },
          )
        : await save(
            { id, op: 'createUnidade', input: { body: { id, ...body } }, label: `Unidade ${body.nome}` },
            { ...options, success: 'Unidade criada com sucesso!' },
          );
      setSaving(false);
      if (result.ok) {
        await draft.clear();
        // The unit list is reference data elsewhere (user forms): every copy learns of the change.
        void queryClient.invalidateQueries({ queryKey: ['listUnidades'] });
        onSaved();
      }
    },
    () => scrollToFirstError(formRef.current),
  );

  return (
    <FormProvider {...form}>
      <form ref={formRef} onSubmit={enviar} noValidate>
        <Stack gap="md">
          <DraftNotice draft={draft} />
          <FormSection title="Unidade" icon={<IconBuilding size={22} />}>
            <TextField name="nome" label="Nome" withAsterisk maxLength={200} />
            <TextField name="telefone" label="Telefone" type="tel" inputMode="tel" maxLength={30} />
            <TextField name="endereco" label="Endereço" maxLength={300} />
            <CityField<UnidadeUpdateRequest>
              name="cidade_id"
              known={atual?.cidade && atual.cidade_id ? { id: atual.cidade_id, ...atual.cidade } : null}
            />
          </FormSection>
          <SaveBar saving={saving} />
        </Stack>
      </form>
    </FormProvider>
  );
}
