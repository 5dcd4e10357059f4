import { Button } from '@mantine/core';
import { IconArrowLeft, IconFilePlus, IconFolderPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { SCREENS } from '../../../../shared/routes';
import { CasoNomeForm } from './CasoNomeForm';
import { CasoNomePagina } from './CasoNomePagina';

/** /casonome: the officer names the case and starts recording it (spec §2.3 Case creation). */
export default function CasoNomeScreen() {
  const navigate = useNavigate();
  return (
    <CasoNomePagina icon={IconFilePlus} title="Novo Caso" subtitle="Um nome curto que a equipe reconheça.">
      <CasoNomeForm
        placeholder="Ex.: Homicídio do Centro"
        submitLabel="Criar novo caso"
        submitIcon={<IconFolderPlus size={22} />}
      >
        <Button
          variant="default"
          size="lg"
          fullWidth
          leftSection={<IconArrowLeft size={20} />}
          onClick={() => void navigate(SCREENS.home.path)}
        >
          Voltar
        </Button>
      </CasoNomeForm>
    </CasoNomePagina>
  );
}
