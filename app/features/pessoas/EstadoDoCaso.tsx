import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconAlertTriangle, IconFolders, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import type { UseCaso } from '../casos/useCaso';
import { EstadoVazio } from './EstadoVazio';
import { SemCaso } from './SemCaso';

/**
 * What a person screen shows instead of its content while the selected case cannot be: none
 * selected, loading, gone, or unreadable. Null when the case is there.
 */
export function EstadoDoCaso({ leitura }: { leitura: UseCaso & { casoId: string | null } }) {
  if (!leitura.casoId) return <SemCaso />;
  if (leitura.caso) return null;
  if (leitura.carregando) {
    return (
      <Center py="xl">
        <Loader aria-label="Carregando o caso" />
      </Center>
    );
  }
  if (leitura.naoEncontrado) {
    return (
      <EstadoVazio
        icone={<IconAlertTriangle size={34} />}
        titulo="Caso não encontrado."
        texto="Ele pode ter sido apagado. Escolha outro caso."
      >
        <Button component={Link} to={SCREENS.historico.path} leftSection={<IconFolders size={20} />}>
          Abrir um caso
        </Button>
      </EstadoVazio>
    );
  }
  if (leitura.semConexao) {
    return (
      <EstadoVazio
        icone={<IconWifiOff size={34} />}
        titulo="Sem conexão com a Internet"
        texto="Este caso ainda não foi aberto neste aparelho. Conecte-se para carregá-lo."
      >
        <Button variant="default" onClick={leitura.recarregar} leftSection={<IconRefresh size={20} />}>
          Tentar novamente
        </Button>
      </EstadoVazio>
    );
  }
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title="Erro desconhecido.">
      Não foi possível carregar o caso.
      <Button mt="sm" variant="default" onClick={leitura.recarregar} leftSection={<IconRefresh size={18} />}>
        Tentar novamente
      </Button>
    </Alert>
  );
}
