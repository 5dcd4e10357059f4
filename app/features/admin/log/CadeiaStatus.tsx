import { Button, List, Stack } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useState } from 'react';
import type { LogCadeia } from '../../../../shared/schemas/logs';
import { Notice } from '../../../components/form';
import { localDateTime } from '../../../lib/format';
import { useOfflineQuery } from '../../../offline/useOfflineQuery';
import { AncoraAvisos, ancoraEmUmaFrase } from './AncoraStatus';
import { ConferirLinha } from './ConferirLinha';

function Estado({ cadeia, inteira, pedir }: { cadeia: LogCadeia; inteira: boolean; pedir: () => void }) {
  const { integro, sealed, pending, checkpoints, problemas, verificadoEm, inteiraEm, ancora } = cadeia;
  if (!integro) {
    return (
      <Notice color="red" variant="filled" icon={IconShieldX} title="Log adulterado" role="alert">
        {problemas.length === 1 ? 'Um problema encontrado' : `${problemas.length} problemas encontrados`}{' '}
        (conferido em {localDateTime(verificadoEm)}):
        <List size="sm" mt={4} c="white">
          {problemas.map((p) => (
            <List.Item key={p.message}>{p.message}</List.Item>
          ))}
        </List>
      </Notice>
    );
  }
  return (
    <Notice color="navy" icon={IconShieldCheck} title="Log íntegro" p="xs">
      <Stack gap="xs" align="flex-start">
        <span>
          Cadeia de hashes conferida: {sealed} linhas seladas
          {pending > 0 ? `; ${pending} recentes aguardam o selo` : ''}; {checkpoints} checkpoints assinados
          fora do banco conferem. Conferido em {localDateTime(verificadoEm)}; a cadeia inteira, em{' '}
          {localDateTime(inteiraEm)}.
        </span>
        <span>{ancoraEmUmaFrase(ancora)}</span>
        <Button size="xs" variant="outline" loading={inteira} onClick={pedir}>
          Conferir a cadeia inteira agora
        </Button>
      </Stack>
    </Notice>
  );
}

/**
 * The hash chain's state at the top of the log (npm run audit:verify): 'íntegro', or every problem
 * found; how far its anchor is out of reach; and the check against a line an auditor kept. Asked
 * again whenever the screen is shown: the server holds the chain against the signed checkpoints at
 * each request, so a rewrite shows at once; an edit that kept a row's seal shows at the next whole
 * walk, which the administrator can ask for at once.
 */
export function CadeiaStatus() {
  const [inteira, setInteira] = useState(false);
  const read = useOfflineQuery('getLogCadeia', inteira ? { query: { completa: '1' } } : {}, { staleTime: 0 });
  if (!read.data) {
    return read.loading ? null : (
      <Notice color="gray" p="xs">
        Não foi possível conferir a cadeia do log agora.
      </Notice>
    );
  }
  return (
    <Stack gap="xs">
      <Estado
        cadeia={read.data}
        inteira={inteira && read.loading}
        pedir={() => (inteira ? read.refetch() : setInteira(true))}
      />
      <AncoraAvisos ancora={read.data.ancora} />
      <ConferirLinha />
    </Stack>
  );
}
