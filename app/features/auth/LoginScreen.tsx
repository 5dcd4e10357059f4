import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconId, IconLock } from '@tabler/icons-react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { matriculaDigits } from '../../../shared/formatos/text';
import { BrandMark } from '../../components/BrandMark';
// Not the kit's index: the login is the first load of every visit, without the form library.
import { InputField } from '../../components/form/input-field';
import { call } from '../../lib/api';
import { loginErrorMessage } from '../../lib/login-errors';
import { digitalNoAparelho } from '../../lib/passkey-aparelho';
import { useSession } from '../../lib/session';
import classes from './LoginScreen.module.css';

// Loaded only on a device that holds a passkey, with WebAuthn behind it: the first load stays light.
const EntrarComDigital = lazy(() => import('./EntrarComDigital'));

type FieldErrors = Partial<Record<'matricula' | 'password', string>>;

/**
 * A plain controlled form: the login screen is the first load of every visit, so it carries
 * neither a form library nor zod; the request schema is loaded when the user presses Entrar.
 */
export default function LoginScreen() {
  const { login } = useSession();
  const [matricula, setMatricula] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A device holding a passkey offers the finger first (issue 43); the password is the fallback.
  const [comSenha, setComSenha] = useState(() => !digitalNoAparelho());

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setSubmitting(true);
    try {
      const { loginRequest } = await import('../../../shared/schemas/auth');
      const parsed = loginRequest.safeParse({ matricula, password });
      if (!parsed.success) {
        const found: FieldErrors = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0];
          if ((field === 'matricula' || field === 'password') && found[field] === undefined)
            found[field] = issue.message;
        }
        setErrors(found);
        return;
      }
      setErrors({});
      // On success the session changes and the route guard takes the user home.
      await login(() => call('login', { body: parsed.data }, { handleUnauthorized: false }));
    } catch (error) {
      setFailure(loginErrorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

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

        {comSenha ? (
          <Paper
            component="form"
            onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
            noValidate
            radius="lg"
            p="lg"
            shadow="xl"
            className={classes.card}
          >
            <Stack gap="md">
              <InputField
                name="matricula"
                value={matricula}
                // No maxLength: a pasted '100.000-3' must arrive whole to become 1000003.
                onChange={(valor) => setMatricula(matriculaDigits(valor))}
                label="Matrícula"
                placeholder="7 dígitos"
                inputMode="numeric"
                autoComplete="username"
                leftSection={<IconId size={20} />}
                error={errors.matricula}
                size="lg"
                required
              />
              <InputField
                secret
                name="password"
                value={password}
                onChange={setPassword}
                label="Senha"
                autoComplete="current-password"
                leftSection={<IconLock size={20} />}
                error={errors.password}
                size="lg"
                required
              />
              {failure && (
                <Alert color="red" variant="light" icon={<IconAlertCircle />}>
                  {failure}
                </Alert>
              )}
              <Button type="submit" size="lg" fullWidth loading={submitting} disabled={submitting} mt="xs">
                Entrar
              </Button>
            </Stack>
          </Paper>
        ) : (
          <Suspense fallback={null}>
            <EntrarComDigital comSenha={() => setComSenha(true)} className={classes.card} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
