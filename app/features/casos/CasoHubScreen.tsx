import { Button, EmptyState, Loader, Stack } from '@mantine/core';
import { IconCloudOff, IconFolderQuestion, IconFolders, IconHistory, IconRefresh } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { ErrorNotice, LoadingView } from '../../components/form';
import { describeError } from '../../lib/errors';
import { setSelectedCaso } from '../../lib/selected-caso';
import { useSession } from '../../lib/session';
import { AcessosJustificadosList } from './AcessosJustificadosList';
import { CasoHeader } from './CasoHeader';
import { CasoNotices } from './CasoNotices';
import { CasoTiles } from './CasoTiles';
import { NovoCasoButton } from './NovoCasoButton';
import { useSelectedCaso } from './useCaso';

/** No case open, or the open one is gone: the two ways to get one. */
function NoCasoOpen({ gone }: { gone: boolean }) {
  const navigate = useNavigate();
  const { can } = useSession();
  return (
    <EmptyState
      icon={gone ? <IconFolderQuestion size={36} /> : <IconFolders size={36} />}
      variant="light"
      color="navy"
      py="xl"
    >
      <EmptyState.Title order={1}>{gone ? 'Caso não encontrado.' : 'Nenhum caso aberto'}</EmptyState.Title>
      <EmptyState.Description>
        {gone
          ? 'Ele pode ter sido apagado, ou você não tem mais acesso a ele. Escolha outro caso.'
          : 'Escolha um dos casos registrados ou crie um novo para começar.'}
      </EmptyState.Description>
      <EmptyState.Actions>
        {can(SCREENS.historico.access) && (
          <Button
            variant="default"
            leftSection={<IconFolders size={18} />}
            onClick={() => void navigate(SCREENS.historico.path)}
          >
            Casos
          </Button>
        )}
        {can(SCREENS.casoNome.access) && <NovoCasoButton />}
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** /Caso: the selected case and the way into each of its parts (spec §2.3 Case hub). */
export default function CasoHubScreen() {
  const { caso, casoId, loading, offline, notFound, error, fetching, reload } = useSelectedCaso();
  const location = useLocation();
  // The case this screen last showed: if it vanishes, the server is asked again before anything is
  // concluded, because a case created offline leaves the outbox a moment before the refreshed read
  // that brings the server's copy.
  const [shown, setShown] = useState<string | null>(null);
  const [gone, setGone] = useState(false);
  const refresh = useEffectEvent(reload);

  // Spec §2.3: refreshed on entry (the read is always stale) and on every route change.
  const routeKey = useRef(location.key);
  useEffect(() => {
    if (location.key === routeKey.current) return;
    routeKey.current = location.key;
    refresh();
  }, [location.key]);

  useEffect(() => {
    if (caso) {
      setShown(caso.id);
      return;
    }
    if (!casoId || loading || fetching) return;
    if (shown === casoId) {
      setShown(null);
      refresh();
      return;
    }
    if (notFound) {
      setGone(true);
      setSelectedCaso(null);
    }
  }, [caso, casoId, loading, fetching, shown, notFound]);

  if (!casoId) return <NoCasoOpen gone={gone} />;

  if (!caso) {
    if (error) {
      return (
        <Stack gap="md" mt="md">
          <ErrorNotice title="Erro ao buscar caso.">{describeError(error)?.message}</ErrorNotice>
          <Button variant="light" leftSection={<IconRefresh size={18} />} onClick={reload} loading={fetching}>
            Tentar novamente
          </Button>
        </Stack>
      );
    }
    if (offline && !fetching && shown !== casoId) {
      return (
        <EmptyState icon={<IconCloudOff size={36} />} variant="light" color="gray" py="xl">
          <EmptyState.Title order={1}>Sem conexão com a Internet</EmptyState.Title>
          <EmptyState.Description>
            Este caso ainda não foi salvo neste aparelho. Ele aparece aqui assim que a conexão voltar.
          </EmptyState.Description>
          <EmptyState.Actions>
            <Button variant="light" leftSection={<IconRefresh size={18} />} onClick={reload}>
              Tentar novamente
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      );
    }
    return loading ? (
      <LoadingView label="Carregando caso" blocks={[132, 112, 112, 112]} />
    ) : (
      <Loader mx="auto" my="xl" display="block" aria-label="Carregando caso" />
    );
  }

  return (
    <Stack gap="md" mt="xs">
      <CasoHeader caso={caso} />
      <CasoNotices caso={caso} offline={offline} />
      <CasoTiles caso={caso} />
      <Button
        component={Link}
        to={SCREENS.alteracoes.path}
        variant="default"
        leftSection={<IconHistory size={18} />}
        fullWidth
      >
        Histórico de alterações
      </Button>
      {caso.acesso === 'membro' && caso.acessos_justificados.length > 0 && (
        <AcessosJustificadosList acessos={caso.acessos_justificados} />
      )}
    </Stack>
  );
}
