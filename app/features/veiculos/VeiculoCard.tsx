/** A saved vehicle as the list shows it: plate, make and model, relation, person, who recorded it. */
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { placaImpressa } from '../../../shared/schemas/veiculos';
import { pessoaDoVeiculo, relacaoDoVeiculo } from '../../../shared/secoes/veiculos';
import { DeleteButton, PendingBadge } from '../../components/form';
import { localDateTime } from '../../lib/format';
import type { CasoView } from '../casos/caso-view';
import type { VeiculoView } from './caso-view';

interface VeiculoCardProps {
  caso: CasoView;
  veiculo: VeiculoView;
  rotulo: string;
  onEdit?: () => void;
  onDelete?: () => void;
}

export function VeiculoCard({ caso, veiculo, rotulo, onEdit, onDelete }: VeiculoCardProps) {
  const nome = veiculo.placa ? placaImpressa(veiculo.placa) : 'Sem placa';
  const dados: [string, string | null][] = [
    ['Relação', relacaoDoVeiculo(veiculo)],
    ['Pessoa', pessoaDoVeiculo(caso, veiculo.pessoa_id)],
    ['Cor', veiculo.cor],
    ['Ano', veiculo.ano],
    ['Chassi', veiculo.chassi],
    ['RENAVAM', veiculo.renavam],
  ];
  return (
    <Paper component="article" aria-label={`${rotulo}: ${nome}`} withBorder radius="lg" p="md" shadow="xs">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {rotulo}
            </Text>
            <Text fw={800} size="xl" ff="monospace" c="var(--rip-heading)" lh={1.2}>
              {nome}
            </Text>
            {veiculo.marca_modelo && <Text fw={600}>{veiculo.marca_modelo}</Text>}
          </Stack>
          {onDelete && <DeleteButton label={`Apagar ${rotulo}: ${nome}`} onClick={onDelete} />}
        </Group>
        <Stack gap={2}>
          {dados
            .filter((item): item is [string, string] => Boolean(item[1]))
            .map(([rotuloDado, valor]) => (
              <Text key={rotuloDado} size="sm" style={{ overflowWrap: 'anywhere' }}>
                <Text span c="dimmed" size="sm">
                  {rotuloDado}:{' '}
                </Text>
                {valor}
              </Text>
            ))}
        </Stack>
        <Group justify="space-between" align="center" gap="xs">
          {veiculo.offline ? (
            <PendingBadge ids={[veiculo.id]} />
          ) : (
            <Text size="xs" c="dimmed">
              Registrado por {veiculo.user.name} em {localDateTime(veiculo.created_at)}
            </Text>
          )}
          {onEdit && (
            <Button variant="light" size="sm" leftSection={<IconPencil size={16} />} onClick={onEdit}>
              Editar
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
