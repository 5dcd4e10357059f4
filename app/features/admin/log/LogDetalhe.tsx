import { Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import type { LogEntry } from '../../../../shared/schemas/logs';
import { Modal } from '../../../components/Modal';
import { localDateTime } from '../../../lib/format';
import { NIVEL_COR } from './log-view';

interface LogDetalheProps {
  log: LogEntry | null;
  onClose: () => void;
  onFiltrarUsuario: (matricula: string) => void;
  onFiltrarCaso: (casoId: string) => void;
}

/** The whole row (spec §9: the table shows only 200 characters of the message). */
export function LogDetalhe({ log, onClose, onFiltrarUsuario, onFiltrarCaso }: LogDetalheProps) {
  return (
    <Modal opened={log !== null} onClose={onClose} title={log ? `Registro ${log.id}` : ''} size={6}>
      {log && (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge color={NIVEL_COR[log.level] ?? 'gray'} variant="light">
              {log.level}
            </Badge>
            <Text size="sm">{localDateTime(log.created_at)}</Text>
          </Group>
          <div>
            <Text size="xs" c="dimmed">
              Ação
            </Text>
            <Text size="sm" ff="monospace">
              {log.action}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Mensagem
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {log.message}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Usuário
            </Text>
            <Text size="sm">{log.user ? `${log.user.name} (${log.user.matricula})` : 'Sistema'}</Text>
          </div>
          {log.caso_id && (
            <div>
              <Text size="xs" c="dimmed">
                Caso
              </Text>
              <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {log.caso_id}
              </Text>
            </div>
          )}
          <div>
            <Text size="xs" c="dimmed">
              Contexto
            </Text>
            <Code
              block
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 260, overflow: 'auto' }}
            >
              {JSON.stringify(log.context, null, 2)}
            </Code>
          </div>
          <Group gap="xs">
            {log.user && (
              <Button
                variant="light"
                size="compact-md"
                onClick={() => log.user && onFiltrarUsuario(log.user.matricula)}
              >
                Só deste usuário
              </Button>
            )}
            {log.caso_id && (
              <Button
                variant="light"
                size="compact-md"
                onClick={() => log.caso_id && onFiltrarCaso(log.caso_id)}
              >
                Só deste caso
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
