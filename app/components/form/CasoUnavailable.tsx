import { Alert, Button } from '@mantine/core';
import {
  IconAlertTriangle,
  IconFolderSearch,
  IconFolders,
  IconRefresh,
  IconWifiOff,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { EmptyView } from './EmptyView';
import { LoadingView } from './LoadingView';

export interface CasoReadState {
  casoId: string | null;
  loading: boolean;
  notFound: boolean;
  offline: boolean;
  reload: () => void;
}

function OpenCaso() {
  return (
    <Button component={Link} to={SCREENS.historico.path} size="md" leftSection={<IconFolders size={20} />}>
      Abrir um caso
    </Button>
  );
}

/** A screen of the selected case with no case selected: the way to pick one. */
export function NoCasoSelected({ text }: { text: string }) {
  return (
    <EmptyView icon={<IconFolderSearch size={34} />} title="Nenhum caso selecionado" text={text}>
      <OpenCaso />
    </EmptyView>
  );
}

/**
 * What a screen of the selected case shows instead of its content while the case cannot be shown:
 * none selected, loading, gone, not on this device yet, or unreadable.
 */
export function CasoUnavailable({ state, noCasoText }: { state: CasoReadState; noCasoText: string }) {
  if (!state.casoId) return <NoCasoSelected text={noCasoText} />;
  if (state.loading) return <LoadingView label="Carregando o caso" />;
  if (state.notFound) {
    return (
      <EmptyView
        icon={<IconAlertTriangle size={34} />}
        title="Caso não encontrado."
        text="Ele pode ter sido apagado. Escolha outro caso."
      >
        <OpenCaso />
      </EmptyView>
    );
  }
  if (state.offline) {
    return (
      <EmptyView
        icon={<IconWifiOff size={34} />}
        title="Sem conexão com a Internet"
        text="Este caso ainda não foi aberto neste aparelho. Conecte-se para carregá-lo."
      >
        <Button variant="default" onClick={state.reload} leftSection={<IconRefresh size={20} />}>
          Tentar novamente
        </Button>
      </EmptyView>
    );
  }
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title="Erro desconhecido.">
      Não foi possível carregar o caso.
      <Button mt="sm" variant="default" onClick={state.reload} leftSection={<IconRefresh size={18} />}>
        Tentar novamente
      </Button>
    </Alert>
  );
}
