import { Button } from '@mantine/core';
import { IconFolderSearch, IconFolders } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { EstadoVazio } from './EstadoVazio';

/** People belong to a case: without a selected one, the way to pick it. */
export function SemCaso() {
  return (
    <EstadoVazio
      icone={<IconFolderSearch size={34} />}
      titulo="Nenhum caso selecionado"
      texto="Abra um caso para ver e cadastrar as pessoas envolvidas."
    >
      <Button component={Link} to={SCREENS.historico.path} size="md" leftSection={<IconFolders size={20} />}>
        Abrir um caso
      </Button>
    </EstadoVazio>
  );
}
