import { Alert, List } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { localDateTime } from '../../lib/format';
import { useOfflineQuery } from '../../offline/useOfflineQuery';

/**
 * The hash chain's state at the top of the log (npm run audit:verify): 'íntegro', or every problem
 * found. Asked again whenever the screen is shown: the server holds the chain against the signed
 * checkpoints at each request, so a rewrite shows at once.
 */
export function CadeiaStatus() {
  const read = useOfflineQuery('getLogCadeia', {}, { staleTime: 0 });
  if (!read.data) {
    return read.loading ? null : (
      <Alert color="gray" variant="light" p="xs">
        Não foi possível conferir a cadeia do log agora.
      </Alert>
    );
  }
  const { integro, sealed, pending, checkpoints, problemas, verificadoEm } = read.data;
  if (!integro) {
    return (
      <Alert
        color="red"
        variant="filled"
        icon={<IconShieldX size={20} />}
        title="Log adulterado"
        role="alert"
      >
        {problemas.length === 1 ? 'Um problema encontrado' : `${problemas.length} problemas encontrados`}{' '}
        (conferido em {localDateTime(verificadoEm)}):
        <List size="sm" mt={4} c="white">
          {problemas.map((p) => (
            <List.Item key={p.message}>{p.message}</List.Item>
          ))}
        </List>
      </Alert>
    );
  }
  return (
    <Alert color="navy" variant="light" icon={<IconShieldCheck size={20} />} title="Log íntegro" p="xs">
      Cadeia de hashes conferida: {sealed} linhas seladas
      {pending > 0 ? `; ${pending} recentes aguardam o selo` : ''}; {checkpoints} checkpoints assinados fora
      do banco conferem. Conferido em {localDateTime(verificadoEm)}.
    </Alert>
  );
}
