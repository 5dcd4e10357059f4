/**
 * New and edit unit (spec §3 Unit, §5 'O nome da unidade é obrigatório', 'Selecione uma cidade'):
 * name, phone, address and the city from the device's municipality list; and the size above which
 * its officers' files wait for Wi-Fi on a cellular link (issue 43).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { IconBuilding, IconWifi } from '@tabler/icons-react';
import { type Resolver, useForm } from 'react-hook-form';
import {
  type Unidade,
  type UnidadeUpdateRequest,
  unidadeUpdateRequest,
} from '../../../../shared/schemas/unidades';
import {
  CityField,
  FormFrame,
  FormSection,
  fieldsFor,
  SaveBar,
  useDraft,
  useEnvio,
} from '../../../components/form';
import { queryClient } from '../../../lib/query-client';
import { save } from '../../../offline/fila/save';

const { TextField } = fieldsFor<UnidadeUpdateRequest>();

type Output = ReturnType<typeof unidadeUpdateRequest.parse>;

export function UnidadeForm({ atual, onSaved }: { atual: Unidade | null; onSaved: () => void }) {
  const form = useForm<UnidadeUpdateRequest, unknown, Output>({
    resolver: zodResolver(unidadeUpdateRequest) as unknown as Resolver<UnidadeUpdateRequest, unknown, Output>,
    defaultValues: {
      nome: atual?.nome ?? '',
      telefone: atual?.telefone ?? '',
      endereco: atual?.endereco ?? '',
      cidade_id: atual?.cidade_id ?? (undefined as unknown as number),
      // Not on this form (the report's header reads it); kept as it is.
      srpc: atual?.srpc ?? null,
      wifi_acima_mb: atual?.wifi_acima_mb?.toString() ?? '',
    },
    shouldFocusError: false,
  });
  const draft = useDraft(form, `unidade:${atual?.id ?? 'nova'}`);
  const { formRef, saving, enviar } = useEnvio(
    form,
    (body, onIssues) => {
      const options = { failureTitle: 'Não foi possível salvar a unidade.', onIssues };
      const id = atual?.id ?? crypto.randomUUID();
      return atual
        ? save(
            {
              id: crypto.randomUUID(),
              op: 'updateUnidade',
              input: { params: { unidadeId: id }, body },
              label: `Unidade ${body.nome}`,
            },
            { ...options, success: 'Unidade atualizada com sucesso!' },
          )
        : save(
            { id, op: 'createUnidade', input: { body: { id, ...body } }, label: `Unidade ${body.nome}` },
            { ...options, success: 'Unidade criada com sucesso!' },
          );
    },
    async () => {
      await draft.clear();
      // The unit list is reference data elsewhere (user forms): every copy learns of the change.
      void queryClient.invalidateQueries({ queryKey: ['listUnidades'] });
      onSaved();
    },
  );

  return (
    <FormFrame travado={saving} form={form} formRef={formRef} onSubmit={enviar} draft={draft}>
      <FormSection title="Unidade" icon={<IconBuilding size={22} />}>
        <TextField name="nome" label="Nome" withAsterisk maxLength={200} />
        <TextField name="telefone" label="Telefone" type="tel" inputMode="tel" maxLength={30} />
        <TextField name="endereco" label="Endereço" maxLength={300} />
        <CityField<UnidadeUpdateRequest>
          name="cidade_id"
          known={atual?.cidade && atual.cidade_id ? { id: atual.cidade_id, ...atual.cidade } : null}
        />
      </FormSection>
      <FormSection
        title="Envio pelo celular"
        icon={<IconWifi size={22} />}
        description="Nos dados móveis, fotos, vídeos e documentos maiores que este tamanho esperam o Wi-Fi. Em branco, tudo vai na hora."
      >
        <TextField
          name="wifi_acima_mb"
          label="Aguardar Wi-Fi acima de (MB)"
          inputMode="numeric"
          placeholder="Ex.: 20"
          maxLength={4}
        />
      </FormSection>
      <SaveBar saving={saving} />
    </FormFrame>
  );
}
