/** New and edit position (spec §5 'O nome do cargo é obrigatório'). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type CargoUpdateRequest, cargoUpdateRequest } from '../../../../shared/schemas/cargos';
import type { Cargo } from '../../../../shared/schemas/equipe';
import { FormFrame, fieldsFor, SaveBar, useEnvio } from '../../../components/form';
import { queryClient } from '../../../lib/query-client';
import { save } from '../../../offline/fila/save';

const { TextField } = fieldsFor<CargoUpdateRequest>();

export function CargoForm({ atual, onSaved }: { atual: Cargo | null; onSaved: () => void }) {
  const form = useForm<CargoUpdateRequest>({
    resolver: zodResolver(cargoUpdateRequest),
    defaultValues: { nome: atual?.nome ?? '' },
    shouldFocusError: false,
  });
  const { formRef, saving, enviar } = useEnvio(
    form,
    (body, onIssues) => {
      const id = crypto.randomUUID();
      return atual
        ? save(
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
        : save(
            { id, op: 'createCargo', input: { body: { id, ...body } }, label: `Cargo ${body.nome}` },
            { success: 'Cargo criado com sucesso!', failureTitle: 'Erro ao salvar', onIssues },
          );
    },
    () => {
      // The team form keeps the positions as reference data: it learns of the change too.
      void queryClient.invalidateQueries({ queryKey: ['listCargos'] });
      onSaved();
    },
  );

  return (
    <FormFrame travado={saving} form={form} formRef={formRef} onSubmit={enviar}>
      <TextField name="nome" label="Nome do cargo" withAsterisk maxLength={120} />
      <SaveBar saving={saving} />
    </FormFrame>
  );
}
