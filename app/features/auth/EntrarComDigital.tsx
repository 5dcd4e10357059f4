import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconFingerprint, IconId } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError, call } from '../../lib/api';
import { assinar, esquecerPasskey, lembrarPasskey, mensagemDaPasskey } from '../../lib/passkey';
import { useSession } from '../../lib/session';

/** A label too long for a narrow phone goes on two lines rather than being cut. */
const QUEBRA = { label: { whiteSpace: 'normal', textAlign: 'center' } } as const;

/**
 * The login of a device that holds a passkey (issue 43): one touch, nothing typed; the password
 * stays one tap away. A passkey the server no longer knows, or took with a lost device, is
 * forgotten here, and the password form takes its place.
 */
export default function EntrarComDigital({
  comSenha,
  className,
}: {
  comSenha: () => void;
  className?: string;
}) {
  const { login } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const [entrando, setEntrando] = useState(false);

  const entrar = async () => {
    setFailure(null);
    setEntrando(true);
    try {
      const opcoes = await call('createPasskeyLoginOpcoes', {}, { handleUnauthorized: false });
      const resposta = await assinar(opcoes);
      // On success the session changes and the route guard takes the user on.
      await login(() => call('loginPasskey', { body: { resposta } }, { handleUnauthorized: false }));
      lembrarPasskey(resposta.id);
    } catch (error) {
      setFailure(mensagemDaPasskey(error));
      if (
        error instanceof ApiError &&
        (error.code === 'PASSKEY_DESCONHECIDA' || error.code === 'PASSKEY_REVOGADA')
      ) {
        esquecerPasskey();
        comSenha();
      }
    } finally {
      setEntrando(false);
    }
  };

  return (
    <Paper radius="lg" p="lg" shadow="xl" className={className}>
      <Stack gap="md">
        <Button
          size="lg"
          h="auto"
          mih={64}
          py="sm"
          fullWidth
          leftSection={<IconFingerprint size={30} stroke={1.6} />}
          loading={entrando}
          onClick={() => void entrar()}
          styles={QUEBRA}
        >
          Entrar com a digital
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          Toque e confirme com a digital ou o bloqueio de tela do celular.
        </Text>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />}>
            {failure}
          </Alert>
        )}
        <Text size="sm" c="dimmed" ta="center">
          ou
        </Text>
        <Button
          variant="subtle"
          size="md"
          fullWidth
          h="auto"
          mih={48}
          py={6}
          leftSection={<IconId size={20} />}
          onClick={comSenha}
          disabled={entrando}
          styles={QUEBRA}
        >
          Entrar com matrícula e senha
        </Button>
      </Stack>
    </Paper>
  );
}
