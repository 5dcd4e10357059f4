/**
 * /useradd, 'Adicionar novo usuário' (spec §2.3 'New user', §5, §8): matrícula, nome, cargo,
 * unidade, one perfil and a password that is not among the common or breached. Sent straight to
 * the server (a password never rests in the device's outbox), idempotent on the id made here, so
 * that sending again after a lost answer cannot create the user twice.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconId, IconShieldCog, IconUserPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { type Resolver, useController, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { SCREENS } from '../../../shared/routes';
import { type UsuarioAdmin, usuarioCreateRequest } from '../../../shared/schemas/usuarios';
import {
  FormFrame,
  FormSection,
  fieldsFor,
  InputField,
  placeServerIssues,
  SaveBar,
  ScreenHeader,
  scrollToFirstError,
} from '../../components/form';
import { ForcaSenha } from '../../components/senha/ForcaSenha';
import { motivoSenhaFraca } from '../../components/senha/senha-forte';
import { ApiError, call } from '../../lib/api';
import { showSuccess } from '../../lib/notify';
import { showError } from '../../lib/notify-error';
import { useOpcoesUsuario } from './useOpcoesUsuario';

interface Valores {
  matricula: string;
  nome: string;
  cargo_id: string | null;
  unidade_id: string | null;
  perfil_id: string | null;
  password: string;
}

const VAZIO: Valores = {
  matricula: '',
  nome: '',
  cargo_id: null,
  unidade_id: null,
  perfil_id: null,
  password: '',
};

const schema = usuarioCreateRequest.omit({ id: true });
type Output = z.output<typeof schema>;

/** The position select holds text; the schema wants its number. */
const resolver = ((values: Valores, context: unknown, options: never) =>
  (zodResolver(schema) as unknown as Resolver<Record<string, unknown>, unknown, Output>)(
    { ...values, cargo_id: values.cargo_id === null ? undefined : Number(values.cargo_id) },
    context,
    options,
  )) as unknown as Resolver<Valores, unknown, Output>;

const { TextField, SelectField } = fieldsFor<Valores>();

function SenhaField() {
  const { field, fieldState } = useController<Valores, 'password'>({ name: 'password' });
  const [matricula, nome] = useWatch<Valores, ['matricula', 'nome']>({ name: ['matricula', 'nome'] });
  return (
    <Stack gap={6}>
      <InputField
        secret
        ref={field.ref}
        name={field.name}
        label="Senha"
        description="Pelo menos 8 caracteres, difícil de adivinhar."
        withAsterisk
        autoComplete="new-password"
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={fieldState.error?.message}
      />
      {!fieldState.error && <ForcaSenha senha={field.value} doUsuario={[matricula, nome]} />}
    </Stack>
  );
}

function Cadastrado({ usuario, outro }: { usuario: UsuarioAdmin; outro: () => void }) {
  return (
    <Paper withBorder radius="lg" p="lg" role="status">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" color="teal.8" aria-hidden>
          <IconCircleCheck size={34} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          Usuário cadastrado com sucesso!
        </Text>
        <Text c="dimmed" size="sm">
          {usuario.name} · Matrícula {usuario.matricula} · {usuario.perfis.map((p) => p.name).join(', ')}
        </Text>
        <Button
          component={Link}
          to={SCREENS.PainelAdmin.path}
          fullWidth
          leftSection={<IconShieldCog size={18} />}
        >
          Ir para o painel
        </Button>
        <Button variant="default" fullWidth leftSection={<IconUserPlus size={18} />} onClick={outro}>
          Cadastrar outro
        </Button>
      </Stack>
    </Paper>
  );
}

export default function UserAddScreen() {
  const formRef = useRef<HTMLFormElement>(null);
  // One id per user being created: a repeat after a lost answer is the same create.
  const id = useRef(crypto.randomUUID());
  const opcoes = useOpcoesUsuario();
  const [cadastrado, setCadastrado] = useState<UsuarioAdmin | null>(null);
  const form = useForm<Valores, unknown, Output>({ resolver, defaultValues: VAZIO, shouldFocusError: false });
  const saving = form.formState.isSubmitting;

  const enviar = form.handleSubmit(
    async (values) => {
      const fraca = await motivoSenhaFraca(values.password, [values.matricula, values.nome]);
      if (fraca) {
        form.setError('password', { type: 'weak', message: fraca });
        scrollToFirstError(formRef.current);
        return;
      }
      try {
        const usuario = await call('createUsuario', { body: { id: id.current, ...values } });
        showSuccess('Usuário cadastrado com sucesso!');
        id.current = crypto.randomUUID();
        form.reset(VAZIO);
        setCadastrado(usuario);
      } catch (error) {
        const inline =
          error instanceof ApiError &&
          error.issues.length > 0 &&
          placeServerIssues(form, error.issues, formRef.current);
        if (!inline) showError(error, 'Erro desconhecido ao salvar.');
      }
    },
    () => scrollToFirstError(formRef.current),
  );

  return (
    <Stack gap="lg">
      <ScreenHeader
        title="Adicionar novo usuário"
        subtitle="Um perfil por usuário"
        back={SCREENS.PainelAdmin.path}
      />
      {cadastrado ? (
        <Cadastrado usuario={cadastrado} outro={() => setCadastrado(null)} />
      ) : (
        <FormFrame
          travado={saving}
          form={form}
          formRef={formRef}
          onSubmit={enviar}
          label="Adicionar novo usuário"
        >
          <FormSection title="Identificação" icon={<IconId size={22} />}>
            <TextField
              name="matricula"
              label="Matrícula"
              description="com 7 digitos"
              withAsterisk
              inputMode="numeric"
              maxLength={7}
            />
            <TextField name="nome" label="Nome" withAsterisk autoComplete="off" />
          </FormSection>
          <FormSection title="Lotação e acesso" icon={<IconShieldCog size={22} />}>
            <SelectField name="cargo_id" label="Cargo" data={opcoes.cargos} withAsterisk searchable />
            <SelectField name="unidade_id" label="Unidade" data={opcoes.unidades} withAsterisk searchable />
            <SelectField
              name="perfil_id"
              label="Perfil"
              description="Define o que o usuário pode fazer. Aparecem só os perfis com permissões que você tem."
              data={opcoes.perfis}
              withAsterisk
            />
            <SenhaField />
          </FormSection>
          <SaveBar saving={saving} label="Cadastrar usuário" />
        </FormFrame>
      )}
    </Stack>
  );
}
