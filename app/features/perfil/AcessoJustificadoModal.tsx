import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShieldLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { acessoJustificadoRequest, JUSTIFICATIVA_MIN } from '../../../shared/schemas/casos';
import { Modal } from '../../components/Modal';
import { ApiError, api, NetworkError } from '../../lib/api';

const SEM_CONEXAO = 'Sem conexão com a Internet';
const ERRO_REQUISICAO = 'Erro na requisição!';
const JUSTIFICATIVA_MAX = 500;

const formSchema = acessoJustificadoRequest.pick({ justificativa: true });

export interface CasoParaAcesso {
  id: string;
  name: string;
  identificador: string;
}

interface AcessoJustificadoModalProps {
  /** The case asked for. */
  caso: CasoParaAcesso | null;
  opened: boolean;
  onClose: () => void;
  /** The server recorded the justification: the case may now be opened read-only. */
  onLiberado: (caso: CasoParaAcesso) => void;
}

function avisarFalha(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) return;
  if (error instanceof NetworkError) {
    notifications.show({ message: SEM_CONEXAO, color: 'yellow', withBorder: true });
    return;
  }
  const servidor = error instanceof ApiError ? error.message : '';
  notifications.show({
    ...(servidor ? { title: ERRO_REQUISICAO, message: servidor } : { message: ERRO_REQUISICAO }),
    color: 'red',
    withBorder: true,
  });
}

/**
 * DESIGN §4: a user who is not a member of a case opens it read-only only after saying why; the
 * reason is recorded and shown to the case's team. Sent straight to the server, never queued: it
 * is what lets the case be read, so without signal there is nothing to open.
 */
export function AcessoJustificadoModal({ caso, opened, onClose, onLiberado }: AcessoJustificadoModalProps) {
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<{ justificativa: string }>({
    resolver: zodResolver(formSchema),
    defaultValues: { justificativa: '' },
  });

  // A reason is given for one case: each opening starts blank.
  useEffect(() => {
    if (opened) reset({ justificativa: '' });
  }, [opened, reset]);

  const enviar = handleSubmit(async ({ justificativa }) => {
    if (!caso) return;
    if (globalThis.navigator?.onLine === false) {
      avisarFalha(new NetworkError(null));
      return;
    }
    try {
      await api.post(`/casos/${caso.id}/acessos`, { id: crypto.randomUUID(), justificativa });
      onLiberado(caso);
    } catch (error) {
      avisarFalha(error);
    }
  });

  const tamanho = watch('justificativa').length;

  return (
    <Modal opened={opened} onClose={onClose} title="Acesso justificado" size={3} centered>
      <form onSubmit={(event) => void enviar(event)} noValidate>
        <Stack gap="md">
          <Alert color="gold" variant="light" icon={<IconShieldLock size={20} />} radius="md">
            Você não é membro da equipe deste caso. Para abri-lo (somente leitura), informe o motivo do
            acesso. A justificativa será registrada e mostrada à equipe do caso.
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
          <Textarea
            label="Justificativa"
            placeholder="Ex.: investigação de homicídio em que a pessoa é suspeita"
            description={`Mínimo de ${JUSTIFICATIVA_MIN} caracteres · ${tamanho}/${JUSTIFICATIVA_MAX}`}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={JUSTIFICATIVA_MAX}
            data-autofocus
            error={errors.justificativa?.message}
            {...register('justificativa')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              Cancelar
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Acessar caso
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
