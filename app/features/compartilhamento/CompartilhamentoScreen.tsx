/** Sharing the selected case (spec §2.1 compartilhamento, §2.3 Sharing). */
import { Alert, Stack } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { SCREENS } from '../../../shared/routes';
import { CasoUnavailable, ScreenHeader } from '../../components/form';
import { useSession } from '../../lib/session';
import { useSelectedCaso } from '../casos/useCaso';
import { AcessosList } from './AcessosList';
import { CompartilharForm } from './CompartilharForm';

export default function CompartilhamentoScreen() {
  const read = useSelectedCaso();
  const { user } = useSession();
  const { caso } = read;
  if (!caso) {
    return (
      <Stack gap="md">
        <ScreenHeader title="Compartilhamento" back={SCREENS.Caso.path} />
        <CasoUnavailable state={read} noCasoText="Abra um caso para compartilhá-lo." />
      </Stack>
    );
  }
  const editavel = caso.acesso !== 'justificado';
  // Only whoever opened the case takes a share back (the server checks it too).
  const criador = editavel && user?.matricula === caso.user.matricula;
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
      {editavel && <CompartilharForm caso={caso} />}
      <AcessosList caso={caso} podeRevogar={criador} />
    </Stack>
  );
}
