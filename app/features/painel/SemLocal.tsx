import { Text } from '@mantine/core';
import type { Dashboard } from '../../../shared/schemas/painel';

/**
 * Issue 42: the deaths no city holds, with why — so an empty chart, a short list or an empty map
 * is not read as 'no deaths'. `fora`: what they are left out of ('das cidades', 'do mapa').
 */
export function SemLocal({ motivos, fora }: { motivos: Dashboard['sem_local']; fora: string }) {
  const total = motivos.reduce((soma, m) => soma + m.total_vitimas, 0);
  if (total === 0) return null;
  return (
    <Text size="sm" mt="sm" data-testid="sem-local">
      <strong>Sem local informado: {total.toLocaleString('pt-BR')}</strong> {total === 1 ? 'morte' : 'mortes'}{' '}
      fora {fora} ({motivos.map((m) => `${m.motivo}: ${m.total_vitimas.toLocaleString('pt-BR')}`).join('; ')}
      ).
    </Text>
  );
}
