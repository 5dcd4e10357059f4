import { Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { CasoBloqueado, SEM_CONEXAO } from '../../components/form';
import classes from './CasoHubScreen.module.css';
import type { CasoView } from './caso-view';
import { useCasoPolicy } from './useCasoPolicy';

/** What limits the case now, on its hub: a read-only access, a closed edit window, no signal. */
export function CasoNotices({ caso, offline }: { caso: CasoView; offline: boolean }) {
  const policy = useCasoPolicy(caso);
  return (
    <>
      <CasoBloqueado caso={caso} policy={policy} />
      {offline && (
        <Text size="xs" c="dimmed" className={classes.offline}>
          <IconCloudOff size={14} aria-hidden />
          {caso.offline
            ? `${SEM_CONEXAO}: o caso está salvo neste aparelho e será enviado quando a conexão voltar.`
            : `${SEM_CONEXAO}: mostrando a última cópia salva no aparelho.`}
        </Text>
      )}
    </>
  );
}
