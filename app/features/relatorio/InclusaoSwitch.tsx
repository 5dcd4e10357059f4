/** The report's toggle: leaves a victim, suspect, witness, camera or location out of it, not deleted. */
import { Switch } from '@mantine/core';
import type { RelatorioItemTipo } from '../../../shared/schemas/relatorio';
import { save } from '../../offline/save';

interface InclusaoSwitchProps {
  casoId: string;
  tipo: RelatorioItemTipo;
  id: string;
  nome: string;
  incluido: boolean;
  disabled: boolean;
}

export function InclusaoSwitch({ casoId, tipo, id, nome, incluido, disabled }: InclusaoSwitchProps) {
  const alternar = (incluir: boolean) =>
    void save(
      {
        id: crypto.randomUUID(),
        op: 'setRelatorioInclusao',
        input: { params: { casoId }, body: { tipo, id, incluir } },
        label: incluir ? `Incluir ${nome} no relatório` : `Deixar ${nome} fora do relatório`,
        casoId,
      },
      { success: incluir ? 'Incluído no relatório.' : 'Deixado fora do relatório.' },
    );
  return (
    <Switch
      checked={incluido}
      disabled={disabled}
      onChange={(event) => alternar(event.currentTarget.checked)}
      label={incluido ? 'No relatório' : 'Fora do relatório'}
      aria-label={`Incluir ${nome} no relatório`}
      color="teal"
    />
  );
}
