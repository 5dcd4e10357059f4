/**
 * Captured or imported, as the app recorded it, and what an imported file says of itself, set apart
 * (issue 27): the card shows it short, the custody page in full.
 */
import { Text } from '@mantine/core';
import { ditoPeloArquivo, horaDoArquivo, origemRotulo, registroDaMidia } from '../../../shared/midia-origem';
import type { Midia } from '../../../shared/schemas/vestigios';
import { localDateTime } from '../../lib/format';

export function MidiaOrigem({ midia, completa = false }: { midia: Midia; completa?: boolean }) {
  if (completa) {
    const arquivo = ditoPeloArquivo(midia);
    return (
      <>
        <Text size="xs">{registroDaMidia(midia, localDateTime)}</Text>
        {arquivo && (
          <Text size="xs" c="dimmed" fs="italic">
            {arquivo}
          </Text>
        )}
      </>
    );
  }
  const criadoEm = midia.origem === 'importacao' ? midia.arquivo?.criado_em : null;
  return (
    <>
      <Text size="xs" fw={600}>
        {origemRotulo(midia)}
        {midia.registrada_em ? ` em ${localDateTime(midia.registrada_em)}` : ''}
      </Text>
      {criadoEm && (
        <Text size="xs" c="dimmed">
          Arquivo diz: criado em {horaDoArquivo(criadoEm)}
        </Text>
      )}
    </>
  );
}
