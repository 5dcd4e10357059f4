import { Alert, Text } from '@mantine/core';
import { IconCloudOff, IconEye, IconLock } from '@tabler/icons-react';
import { useSession } from '../../lib/session';
import classes from './CasoHubScreen.module.css';
import type { CasoView } from './caso-view';
import { editWindowClosed } from './hub-tiles';

/** What limits the case now: a read-only access, a closed edit window, no signal. */
export function CasoNotices({ caso, offline }: { caso: CasoView; offline: boolean }) {
  const { regras } = useSession();
  const hours = regras?.janela_edicao_horas;
  return (
    <>
      {caso.acesso === 'justificado' && (
        <Alert
          color="yellow"
          variant="light"
          radius="lg"
          icon={<IconEye size={20} />}
          title="Acesso somente leitura"
        >
          Você abriu este caso por justificativa: pode consultá-lo, mas não alterá-lo.
        </Alert>
      )}
      {caso.acesso === 'membro' && editWindowClosed(caso.editavel_ate, new Date()) && (
        <Alert
          color="gray"
          variant="light"
          radius="lg"
          icon={<IconLock size={20} />}
          title="Prazo de edição encerrado"
        >
          {hours
            ? `Passadas ${hours} horas do registro, este caso não pode mais ser alterado.`
            : 'O prazo para alterar este caso terminou.'}
        </Alert>
      )}
      {offline && (
        <Text size="xs" c="dimmed" className={classes.offline}>
          <IconCloudOff size={14} aria-hidden />
          {caso.offline
            ? 'Sem conexão: o caso está salvo neste aparelho e será enviado quando a conexão voltar.'
            : 'Sem conexão: mostrando a última cópia salva no aparelho.'}
        </Text>
      )}
    </>
  );
}
