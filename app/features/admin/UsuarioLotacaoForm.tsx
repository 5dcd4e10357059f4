/** 'Ver usuário': change the profile, unit and position, sent together. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useRef } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type UsuarioAdmin, usuarioUpdateRequest } from '../../../shared/schemas/usuarios';
import { fieldsFor, placeServerIssues } from '../../components/form';
import { call } from '../../lib/api';
import type { OpcoesUsuario } from './useOpcoesUsuario';
import { executar } from './usuario-acao';

interface Valores {
  perfil_id: string | null;
  unidade_id: string | null;
  cargo_id: string | null;
}

type Output = z.output<typeof usuarioUpdateRequest>;

const { SelectField } = fieldsFor<Valores>();

/** The select holds text; the schema wants the position's number. */
const resolver = ((values: Valores, context: unknown, options: never) =>
  (zodResolver(usuarioUpdateRequest) as unknown as Resolver<Record<string, unknown>, unknown, Output>)(
    { ...values, cargo_id: values.cargo_id === null ? undefined : Number(values.cargo_id) },
    context,
    options,
  )) as unknown as Resolver<Valores, unknown, Output>;

export function UsuarioLotacaoForm({
  usuario,
  opcoes,
  alterado,
}: {
  usuario: UsuarioAdmin;
  opcoes: OpcoesUsuario;
  alterado: (usuario: UsuarioAdmin) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Valores, unknown, Output>({
    resolver,
    defaultValues: {
      perfil_id: usuario.perfis[0]?.id ?? null,
      unidade_id: usuario.unidade?.id ?? null,
      cargo_id: usuario.cargo ? String(usuario.cargo.id) : null,
    },
  });
  const salvar = form.handleSubmit(async (body) => {
    await executar(
      () => call('updateUsuario', { params: { userId: usuario.id }, body }),
      'Usuário atualizado com sucesso!',
      (novo) => {
        alterado(novo);
        form.reset(form.getValues());
      },
      (issues) => placeServerIssues(form, issues, formRef.current),
    );
  });
  return (
    <FormProvider {...form}>
      <form ref={formRef} onSubmit={salvar} noValidate aria-label="Perfil, unidade e cargo">
        <Stack gap="sm">
          <SelectField name="perfil_id" label="Perfil" data={opcoes.perfis} withAsterisk searchable />
          <SelectField name="unidade_id" label="Unidade" data={opcoes.unidades} withAsterisk searchable />
          <SelectField name="cargo_id" label="Cargo" data={opcoes.cargos} withAsterisk searchable />
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={18} />}
            loading={form.formState.isSubmitting}
            disabled={!form.formState.isDirty}
          >
            Salvar alterações
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
