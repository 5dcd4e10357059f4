import { Button } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { SCREENS } from '../../../shared/routes';

/** 'Novo Caso' where no case is there to open: to the new case's name. */
export function NovoCasoButton() {
  const navigate = useNavigate();
  return (
    <Button leftSection={<IconFilePlus size={18} />} onClick={() => void navigate(SCREENS.casoNome.path)}>
      Novo Caso
    </Button>
  );
}
