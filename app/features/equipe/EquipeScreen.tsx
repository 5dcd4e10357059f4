/** The team of the selected case (spec §2.1 equipe, §2.3 Team). */
import { Alert, Stack } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { SCREENS } from '../../../shared/routes';
import { CasoUnavailable, ScreenHeader } from '../../components/form';
import { useSelectedCaso } from '../casos/useCaso';
import { EquipePainel } from './EquipePainel';

export default function EquipeScreen() {
  const read = useSelectedCaso();
  const { caso } = read;
  if (!caso) {
    return (
      <Stack gap="md">
        <ScreenHeader title="Equipe" back={SCREENS.Caso.path} />
        <CasoUnavailable state={read} noCasoText="Abra um caso para registrar a equipe." />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <ScreenHeader title="Equipe" subtitle={caso.name} count={caso.equipe.length} back={SCREENS.Caso.path} />
      {read.offline && (
        <Alert color="gray" variant="light" icon={<IconWifiOff size={18} />} p="xs">
          Sem conexão com a Internet: mostrando os dados salvos neste aparelho.
        </Alert>
      )}
      <EquipePainel caso={caso} />
    </Stack>
  );
}
