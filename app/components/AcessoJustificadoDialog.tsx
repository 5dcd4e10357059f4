import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { acessoJustificadoRequest, JUSTIFICATIVA_MIN } from '../../shared/schemas/casos';
import { call, NetworkError } from '../lib/api';
import { showError } from '../lib/notify-error';
import { fieldsFor } from './form';
import { Modal } from './Modal';

const REQUEST_ERROR = 'Erro na requisição!';
const JUSTIFICATIVA_MAX = 500;

const formSchema = acessoJustificadoRequest.pick({ justificativa: true });
const { TextAreaField } = fieldsFor<{ justificativa: string }>();

export interface CasoParaAcesso {
  id: string;
  name: string;
  identificador: string;
}

interface AcessoJustificadoDialogProps {
  /** The case asked for. */
  caso: CasoParaAcesso | null;
  opened: boolean;
  onClose: () => void;
  /** The server recorded the justification: the case may now be opened read-only. */
  onGranted: (caso: CasoParaAcesso) => void;
  /** Asked to see the case's documents of a person, rather than to open the case. */
  forDocumentos?: boolean;
}

/**
 * DESIGN §4: a user who is not a member of a case opens it read-only only after saying why; the
 * reason is recorded and shown to the case's team. Sent straight to the server, never queued: it
 * is what lets the case be read, so without signal there is nothing to open.
 */
export function AcessoJustificadoDialog({
  caso,
  opened,
  onClose,
  onGranted,
  forDocumentos = false,
}: AcessoJustificadoDialogProps) {
  const form = useForm<{ justificativa: string }>({
    resolver: zodResolver(formSchema),
    defaultValues: { justificativa: '' },
  });
  const {
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = form;

  // A reason is given for one case: each opening starts blank.
  useEffect(() => {
    if (opened) reset({ justificativa: '' });
  }, [opened, reset]);

  const enviar = handleSubmit(async ({ justificativa }) => {
    if (!caso) return;
    try {
      if (globalThis.navigator?.onLine === false) throw new NetworkError(null);
      await call('createAcessoJustificado', {
        params: { casoId: caso.id },
        body: { id: crypto.randomUUID(), justificativa },
      });
      onGranted(caso);
    } catch (error) {
      showError(error, REQUEST_ERROR);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Acesso justificado" size={3} centered>
      <FormProvider {...form}>
        <form onSubmit={(event) => void enviar(event)} noValidate>
          <Stack gap="md">
            <Alert color="gold" variant="light" icon={<IconShieldLock size={20} />} radius="md">
              {forDocumentos
                ? 'Estes documentos foram registrados num caso de outra equipe. Para vê-los, informe o motivo do acesso: ele abre o caso (somente leitura), fica registrado e é mostrado à equipe do caso.'
                : 'Você não é membro da equipe deste caso. Para abri-lo (somente leitura), informe o motivo do acesso. A justificativa será registrada e mostrada à equipe do caso.'}
            </Alert>
            {caso && (
              <Text size="sm">
                <Text span fw={700}>
                  {caso.name}
                </Text>{' '}
                <Text span c="dimmed">
                  ({caso.identificador})
                </Text>
              </Text>
            )}
            <TextAreaField
              name="justificativa"
              label="Justificativa"
              placeholder="Ex.: investigação de homicídio em que a pessoa é suspeita"
              hint={`Mínimo de ${JUSTIFICATIVA_MIN} caracteres`}
              maxRows={8}
              maxLength={JUSTIFICATIVA_MAX}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={isSubmitting}>
                Cancelar
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {forDocumentos ? 'Ver documentos' : 'Acessar caso'}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
