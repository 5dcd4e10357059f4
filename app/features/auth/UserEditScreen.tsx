import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Avatar, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconLock } from '@tabler/icons-react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import {
  type ChangePasswordRequest,
  changePasswordRequest,
  PASSWORD_MIN_LENGTH,
} from '../../../shared/schemas/auth';
import { fieldsFor } from '../../components/form';
import { ForcaSenha } from '../../components/senha/ForcaSenha';
import { motivoSenhaFraca } from '../../components/senha/senha-forte';
import { ApiError, call, NetworkError } from '../../lib/api';
import { MESSAGES } from '../../lib/errors';
import { initials } from '../../lib/format';
import { showNotice, showSuccess } from '../../lib/notify';
import { refreshAfterWrite } from '../../lib/query-client';
import { useSession } from '../../lib/session';
import { PasskeysSection } from './PasskeysSection';

/** Spec §8 "Password change": 422 lists every validation message, one per line. */
function passwordErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return MESSAGES.noResponse;
  if (error instanceof ApiError && error.code === 'UNPROCESSABLE' && error.issues.length > 0) {
    return error.issues.map((issue) => issue.message).join('\n');
  }
  // The server's own words (a touch of the passkey asked and not given, among them).
  if (error instanceof ApiError && error.message) return error.message;
  return 'Erro inesperado.';
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </div>
  );
}

const { PasswordField } = fieldsFor<ChangePasswordRequest>();

export default function UserEditScreen() {
  const { user, refresh } = useSession();
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequest),
    defaultValues: { current_password: '', password: '' },
  });
  const {
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  if (user === null) return null;

  // Sent straight to the server, never through the offline outbox: a password is not stored on the device.
  const submit = handleSubmit(async (body) => {
    // The same rule as the server's (shared/senha.ts), said before sending.
    const fraca = await motivoSenhaFraca(body.password, [user.matricula, user.name]);
    if (fraca) {
      setError('password', { type: 'weak', message: fraca });
      return;
    }
    try {
      await call('changePassword', { body });
      reset();
      // A temporary password is gone: the session on the device says so before the success does,
      // so that whatever the user opens next (a reload too) is no longer sent back here.
      if (user.senha_temporaria) await refresh();
      // The server took the passkeys of the other devices with the old password: the list says so.
      void refreshAfterWrite();
      showSuccess('Senha atualizada com sucesso!');
    } catch (error) {
      // The session ended (too many wrong current passwords among the reasons): the session layer
      // already took the user to the login, saying why, with the unsent work kept on the device.
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof ApiError && error.code === 'CURRENT_PASSWORD_INVALID') {
        setError('current_password', { type: 'server', message: MESSAGES.currentPasswordInvalid });
        return;
      }
      showNotice({ color: 'red', message: passwordErrorMessage(error) });
    }
  });

  return (
    <Stack gap="lg">
      <Title order={1} size="h2" c="var(--rip-heading)" mt="xs">
        Meus Dados
      </Title>
      {user.senha_temporaria && (
        <Alert color="orange" variant="light" icon={<IconLock size={20} />} title="Senha temporária">
          Um administrador definiu sua senha. Escolha uma nova senha para continuar usando o aplicativo.
        </Alert>
      )}

      <Paper withBorder radius="lg" p="lg">
        <Group wrap="nowrap" mb="md">
          <Avatar size={56} radius="xl" color="navy" variant="filled" aria-hidden>
            {initials(user.name)}
          </Avatar>
          <div>
            <Text fw={700} size="lg" lh={1.25}>
              {user.name}
            </Text>
            {user.cargo && (
              <Text size="sm" c="dimmed">
                {user.cargo.nome}
              </Text>
            )}
          </div>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Field label="Matrícula" value={user.matricula} />
          <Field label="Lotação" value={user.unidade?.nome ?? '—'} />
        </SimpleGrid>
        <Anchor component={Link} to={SCREENS.aparelhos.path} size="sm" fw={600} mt="md" display="block">
          Meus aparelhos
        </Anchor>
      </Paper>

      <FormProvider {...form}>
        <Paper component="form" onSubmit={submit} noValidate withBorder radius="lg" p="lg">
          <Stack gap="md">
            <Title order={2} size="h4" c="var(--rip-heading)">
              Alterar senha
            </Title>
            <PasswordField
              name="current_password"
              label="Senha atual"
              description={
                user.senha_temporaria ? 'A senha temporária que o administrador definiu.' : undefined
              }
              autoComplete="current-password"
            />
            <PasswordField
              name="password"
              label="Nova senha"
              description={`Use pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`}
              autoComplete="new-password"
            />
            {!errors.password && (
              <ForcaSenha senha={watch('password')} doUsuario={[user.matricula, user.name]} />
            )}
            <Button
              type="submit"
              leftSection={<IconKey size={18} />}
              loading={isSubmitting}
              disabled={watch('current_password') === '' || watch('password') === '' || isSubmitting}
            >
              Salvar nova senha
            </Button>
          </Stack>
        </Paper>
      </FormProvider>

      {!user.senha_temporaria && <PasskeysSection />}
    </Stack>
  );
}
