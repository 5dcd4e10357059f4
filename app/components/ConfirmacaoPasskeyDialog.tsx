import { Alert, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconFingerprint } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmarComPasskey, mensagemDaPasskey } from '../lib/passkey';
import { Modal } from './Modal';

/** The step-up's question: why the server asks, and one button for the finger. */
export default function ConfirmacaoPasskeyDialog({
  motivo,
  responder,
}: {
  motivo: string;
  responder: (confirmada: boolean) => void;
}) {
  const [confirmando, setConfirmando] = useState(false);
  const [falha, setFalha] = useState<string | null>(null);

  const confirmar = async () => {
    setFalha(null);
    setConfirmando(true);
    try {
      await confirmarComPasskey();
      responder(true);
    } catch (error) {
      setFalha(mensagemDaPasskey(error));
      setConfirmando(false);
    }
  };

  return (
    <Modal
      opened
      onClose={() => !confirmando && responder(false)}
      title="Confirme que é você"
      size={2}
      centered
    >
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
            <IconFingerprint size={28} />
          </ThemeIcon>
          <Text size="sm">{motivo} A confirmação vale por alguns minutos neste aparelho.</Text>
        </Group>
        {falha && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />}>
            {falha}
          </Alert>
        )}
        <Button
          size="md"
          h="auto"
          mih={52}
          py={8}
          fullWidth
          leftSection={<IconFingerprint size={24} />}
          styles={{ label: { whiteSpace: 'normal' } }}
          loading={confirmando}
          onClick={() => void confirmar()}
        >
          Confirmar com a digital
        </Button>
        <Button variant="default" fullWidth onClick={() => responder(false)} disabled={confirmando}>
          Cancelar
        </Button>
      </Stack>
    </Modal>
  );
}
