import { Alert } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { localDateTime } from '../../lib/format';
import { useOfflineQuery } from '../../offline/useOfflineQuery';

/** The hash chain's state at the top of the log (npm run audit:verify): 'íntegro' or the first broken row. */
export function CadeiaStatus() {
  const read = useOfflineQuery('getLogCadeia', {}, { staleTime: 60_000 });
  if (!read.data) {
    return read.loading ? null : (
      <Alert color="gray" variant="light" p="xs">
        Não foi possível conferir a cadeia do log agora.
      </Alert>
    );
  }
  const { integro, sealed, pending, problema, verificadoEm } = read.data;
  if (!integro) {
    return (
      <Alert
        color="red"
        variant="filled"
        icon={<IconShieldX size={20} />}
        title="Log adulterado"
        role="alert"
      >
        A primeira linha com problema é a {problema?.logId ?? '?'}: {problema?.message}. Conferido em{' '}
        {localDateTime(verificadoEm)}.
      </Alert>
    );
  }
  return (
    <Alert color="navy" variant="light" icon={<IconShieldCheck size={20} />} title="Log íntegro" p="xs">
      Cadeia de hashes conferida: {sealed} linhas seladas
      {pending > 0 ? `; ${pending} recentes aguardam o selo` : ''}. Conferido em {localDateTime(verificadoEm)}
      .
    </Alert>
  );
}
