import { Button, Stack } from '@mantine/core';
import {
  IconAlertTriangle,
  IconFolderSearch,
  IconFolders,
  IconRefresh,
  IconWifiOff,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { SCREENS } from '../../../../shared/routes';
import { Notice } from '../notices/Notice';
import { EmptyView } from './EmptyView';
import { LoadingView } from './LoadingView';
import { ScreenHeader } from './ScreenHeader';

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

interface CasoUnavailableProps {
  /** The screen's title, above the state. */
  title: string;
  state: CasoReadState;
  noCasoText: string;
  /** Where 'Voltar' goes: the case's hub unless given. */
  back?: string | (() => void);
}

/**
 * What a screen of the selected case shows instead of its content while the case cannot be shown:
 * none selected, loading, gone, not on this device yet, or unreadable; under the screen's header.
 */
export function CasoUnavailable({
  title,
  state,
  noCasoText,
  back = SCREENS.Caso.path,
}: CasoUnavailableProps) {
  return (
    <Stack gap="md">
      <ScreenHeader title={title} back={back} />
      <CasoState state={state} noCasoText={noCasoText} />
    </Stack>
  );
}

function CasoState({ state, noCasoText }: { state: CasoReadState; noCasoText: string }) {
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
    <Notice color="red" icon={IconAlertTriangle} title="Erro desconhecido.">
      Não foi possível carregar o caso.
      <Button mt="sm" variant="default" onClick={state.reload} leftSection={<IconRefresh size={18} />}>
        Tentar novamente
      </Button>
    </Notice>
  );
}
