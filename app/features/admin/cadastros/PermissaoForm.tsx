/**
 * New and edit permission (spec §5 'Preencha ambos os campos.'): name and label. A permission of
 * the system this administrator does not hold is shown read-only, by the server's policy (issue 39).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import {
  type Permissao,
  type PermissaoUpdateRequest,
  permissaoUpdateRequest,
} from '../../../../shared/schemas/papeis';
import { FormFrame, fieldsFor, SaveBar, useEnvio } from '../../../components/form';
import { save } from '../../../offline/fila/save';

const { TextField } = fieldsFor<PermissaoUpdateRequest>();

export const PROTEGIDA_MOTIVO =
  'Esta permissão é usada pelo próprio sistema para liberar telas e ações: ela não pode ser excluída nem renomeada. O rótulo pode ser alterado.';

export function PermissaoForm({ atual, onSaved }: { atual: Permissao | null; onSaved: () => void }) {
  const form = useForm<PermissaoUpdateRequest>({
    resolver: zodResolver(permissaoUpdateRequest),
    defaultValues: { name: atual?.name ?? '', label: atual?.label ?? '' },
    shouldFocusError: false,
  });
  const { formRef, saving, enviar } = useEnvio(
    form,
    (body, onIssues) => {
      if (atual) {
        return save(
          {
            id: crypto.randomUUID(),
            op: 'updatePermissao',
            input: { params: { permissionId: atual.id }, body },
            label: `Permissão ${body.name}`,
          },
          { success: 'Permissão editada com sucesso', failureTitle: 'Não foi possível editar.', onIssues },
        );
      }
      const id = crypto.randomUUID();
      return save(
        { id, op: 'createPermissao', input: { body: { id, ...body } }, label: `Permissão ${body.name}` },
        {
          success: 'Permissão adicionada com sucesso',
          failureTitle: 'Não foi possível criar a permissão.',
          onIssues,
        },
      );
    },
    onSaved,
  );

  const somenteLeitura = atual !== null && !atual.policy.pode_alterar;
  return (
    <FormFrame travado={saving} form={form} formRef={formRef} onSubmit={enviar}>
      {somenteLeitura ? (
        <Alert color="navy" variant="light" icon={<IconLock size={18} />} title="Somente leitura">
          {atual.policy.motivo}
        </Alert>
      ) : (
        atual?.protegida && (
          <Alert color="yellow" variant="light" icon={<IconLock size={18} />} p="xs">
            {PROTEGIDA_MOTIVO}
          </Alert>
        )
      )}
      <TextField
        name="name"
        label="Nome"
        description="Como o sistema a confere: minúsculas, números e _ (ex.: ver_relatorios)"
        withAsterisk
        maxLength={60}
        readOnly={atual?.protegida || somenteLeitura}
        autoCapitalize="none"
      />
      <TextField
        name="label"
        label="Rótulo"
        description="Como aparece para as pessoas"
        withAsterisk
        maxLength={120}
        readOnly={somenteLeitura}
      />
      {!somenteLeitura && <SaveBar saving={saving} />}
    </FormFrame>
  );
}
