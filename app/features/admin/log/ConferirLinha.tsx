import { Button, Collapse, List, Stack } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useState } from 'react';
import { MultilineField, Notice } from '../../../components/form';
import { ApiError } from '../../../lib/api';
import { useOfflineQuery } from '../../../offline/useOfflineQuery';

/**
 * The chain held against a line an auditor kept — the day's digest (RIP-DIA1) or a report's
 * checkpoint (RIP-CP1) — which whoever rewrote the log could not re-sign: the server answers
 * whether the chain still agrees with it, whatever the local checkpoints say.
 */
export function ConferirLinha() {
  const [aberto, setAberto] = useState(false);
  const [texto, setTexto] = useState('');
  const [linha, setLinha] = useState<string | null>(null);
  const read = useOfflineQuery('getLogCadeia', linha ? { query: { checkpoint: linha } } : null, {
    staleTime: 0,
  });
  const recusada = read.error instanceof ApiError && read.error.status === 400 ? read.error.message : null;
  const resultado = linha && read.data?.informado;
  return (
    <Stack gap="xs">
      <Button variant="subtle" size="xs" onClick={() => setAberto((v) => !v)} aria-expanded={aberto}>
        Conferir com a linha de um auditor
      </Button>
      <Collapse expanded={aberto}>
        <Stack gap="xs">
          <MultilineField
            label="Linha do resumo diário ou do relatório"
            description="Cole a linha inteira, como foi guardada: RIP-DIA1 … ou RIP-CP1 …"
            placeholder="RIP-DIA1 2026-11-26 RIP-CP1 …"
            value={texto}
            onChange={(valor) => {
              setTexto(valor);
              setLinha(null);
            }}
            error={recusada}
            minRows={2}
            styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
          />
          <Button
            size="sm"
            disabled={!texto.trim()}
            loading={linha !== null && read.loading}
            onClick={() => setLinha(texto.trim())}
          >
            Conferir
          </Button>
          {resultado && read.data && (
            <Notice
              color={resultado.confere ? 'green' : 'red'}
              icon={resultado.confere ? IconShieldCheck : IconShieldX}
              title={
                resultado.confere
                  ? `A cadeia confere com a linha do auditor (selo ${resultado.seq})`
                  : `A cadeia NÃO confere com a linha do auditor (selo ${resultado.seq})`
              }
              role={resultado.confere ? undefined : 'alert'}
              compact
            >
              {!resultado.confere && (
                <List size="sm">
                  {read.data.problemas.map((p) => (
                    <List.Item key={p.message}>{p.message}</List.Item>
                  ))}
                </List>
              )}
            </Notice>
          )}
        </Stack>
      </Collapse>
    </Stack>
  );
}
