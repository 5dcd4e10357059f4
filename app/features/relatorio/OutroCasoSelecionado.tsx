import { Button } from '@mantine/core';
import { IconFolderOpen } from '@tabler/icons-react';
import { Notice } from '../../components/form';
import type { SelectedCaso } from '../../lib/selected-caso';

function nomeDoCaso(caso: { name: string; identificador: string | null }): string {
  return caso.identificador ? `${caso.identificador} ${caso.name}` : caso.name;
}

/**
 * A report opened by its link while another case is selected for the shift (issue 40): both are
 * named, and the selected case changes only if the officer asks.
 */
export function OutroCasoSelecionado({
  caso,
  selecionado,
  selecionar,
}: {
  caso: { name: string; identificador: string | null };
  selecionado: SelectedCaso;
  selecionar: () => void;
}) {
  return (
    <Notice color="blue" icon={IconFolderOpen} title="Relatório de outro caso" compact>
      Este é o relatório do caso {nomeDoCaso(caso)}. O caso selecionado para o turno continua sendo{' '}
      {nomeDoCaso(selecionado)}.
      <Button variant="light" size="sm" mt="xs" fullWidth onClick={selecionar}>
        Selecionar {caso.name}
      </Button>
    </Notice>
  );
}
