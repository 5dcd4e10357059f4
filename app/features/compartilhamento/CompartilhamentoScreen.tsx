/** Sharing the selected case (spec §2.1 compartilhamento, §2.3 Sharing). */
import { Alert, Stack } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { SCREENS } from '../../../shared/routes';
import { CasoUnavailable, ScreenHeader } from '../../components/form';
import { CasoBloqueado } from '../casos/CasoBloqueado';
import { useSelectedCaso } from '../casos/useCaso';
import { useCasoPolicy } from '../casos/useCasoPolicy';
import { AcessosList } from './AcessosList';
import { CompartilharForm } from './CompartilharForm';

export default function CompartilhamentoScreen() {
  const read = useSelectedCaso();
  const { caso } = read;
  const policy = useCasoPolicy(caso);
  if (!caso) {
    return (
      <Stack gap="md">
        <ScreenHeader title="Compartilhamento" back={SCREENS.Caso.path} />
        <CasoUnavailable state={read} noCasoText="Abra um caso para compartilhá-lo." />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <ScreenHeader
        // Where the word may break at 320 px (Chromium on Linux has no pt-BR hyphenation dictionary).
        title={'Compartilha\u00ADmento'}
        subtitle={caso.name}
        count={caso.compartilhamentos.length}
        back={SCREENS.Caso.path}
      />
      {read.offline && (
        <Alert color="gray" variant="light" icon={<IconWifiOff size={18} />} p="xs">
          Sem conexão com a Internet: mostrando os dados salvos neste aparelho.
        </Alert>
      )}
      {/* Access is not content: a closed window does not stop a share, only a read-only access does. */}
      {policy.pode_compartilhar ? (
        <CompartilharForm caso={caso} />
      ) : (
        <CasoBloqueado caso={caso} policy={policy} />
      )}
      <AcessosList caso={caso} podeRevogar={policy.pode_revogar} />
    </Stack>
  );
}
