import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconId, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type LoginRequest, loginRequest } from '../../../shared/schemas/auth';
import { matriculaDigits } from '../../../shared/text';
import { BrandMark } from '../../components/BrandMark';
import { loginErrorMessage } from '../../lib/errors';
import { useSession } from '../../lib/session';
import classes from './LoginScreen.module.css';

export default function LoginScreen() {
  const { login } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { matricula: '', password: '' },
  });

  const submit = handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      // On success the session changes and the route guard takes the user home.
      await login(credentials);
    } catch (error) {
      setFailure(loginErrorMessage(error));
    }
  });

  return (
    <div className={classes.page}>
      <div className={classes.content}>
        <div className={classes.brand}>
          <BrandMark size={104} />
          <Title order={1} className={classes.title}>
            RIP
          </Title>
          <div className={classes.subtitle}>Registro de Investigação Preliminar</div>
          <div className={classes.org}>Polícia Civil da Paraíba</div>
        </div>

        <Paper
          component="form"
          onSubmit={submit}
          noValidate
          radius="lg"
          p="lg"
          shadow="xl"
          className={classes.card}
        >
          <Stack gap="md">
            <Controller
              control={control}
              name="matricula"
              render={({ field }) => (
                <TextInput
                  {...field}
                  // No maxLength: a pasted '100.000-3' must arrive whole to become 1000003.
                  onChange={(event) => field.onChange(matriculaDigits(event.currentTarget.value))}
                  label="Matrícula"
                  placeholder="7 dígitos"
                  inputMode="numeric"
                  autoComplete="username"
                  leftSection={<IconId size={20} />}
                  error={errors.matricula?.message}
                  size="lg"
                  required
                />
              )}
            />
            <PasswordInput
              {...register('password')}
              label="Senha"
              autoComplete="current-password"
              leftSection={<IconLock size={20} />}
              error={errors.password?.message}
              size="lg"
              required
            />
            {failure && (
              <Alert color="red" variant="light" icon={<IconAlertCircle />}>
                {failure}
              </Alert>
            )}
            <Button type="submit" size="lg" fullWidth loading={isSubmitting} disabled={isSubmitting} mt="xs">
              Entrar
            </Button>
          </Stack>
        </Paper>
      </div>
    </div>
  );
}
