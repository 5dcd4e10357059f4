/** The report's toggle: leaves a victim, suspect, witness, camera or location out of it, not deleted. */
import { useState } from 'react';
import type { OperationInput } from '../../../shared/api';
import type { RelatorioItemTipo } from '../../../shared/schemas/relatorio';
import type { ConflitoEdicao } from '../../../shared/schemas/versao';
import { ConflitoDialog } from '../../components/conflito/ConflitoDialog';
import { corpoResolvido } from '../../components/conflito/escolhas';
import { SwitchField } from '../../components/form';
import { ApiError } from '../../lib/api';
import { save } from '../../offline/fila/save';

interface InclusaoSwitchProps {
  casoId: string;
  tipo: RelatorioItemTipo;
  id: string;
  nome: string;
  incluido: boolean;
  /** The item's version as the screen shows it: the toggle is a field of the item (issue 26). */
  versao: number;
  disabled: boolean;
}

type Corpo = OperationInput<'setRelatorioInclusao'>['body'];

export function InclusaoSwitch({ casoId, tipo, id, nome, incluido, versao, disabled }: InclusaoSwitchProps) {
  const [conflito, setConflito] = useState<{ corpo: Corpo; conflito: ConflitoEdicao } | null>(null);
  const [busy, setBusy] = useState(false);
  const enviar = async (body: Corpo) => {
    setBusy(true);
    const result = await save(
      {
        id: crypto.randomUUID(),
        op: 'setRelatorioInclusao',
        input: { params: { casoId }, body },
        label: body.incluir ? `Incluir ${nome} no relatório` : `Deixar ${nome} fora do relatório`,
        casoId,
      },
      { success: body.incluir ? 'Incluído no relatório.' : 'Deixado fora do relatório.' },
    );
    setBusy(false);
    // A colleague switched it since this screen showed it: both choices in a dialog.
    const novo = !result.ok && result.error instanceof ApiError ? result.error.conflito : undefined;
    setConflito(novo ? { corpo: body, conflito: novo } : null);
  };
  return (
    <>
      <SwitchField
        checked={incluido}
        disabled={disabled || busy}
        onChange={(incluir) => void enviar({ tipo, id, incluir, versao_base: versao })}
        label={incluido ? 'No relatório' : 'Fora do relatório'}
        aria-label={`Incluir ${nome} no relatório`}
        color="teal"
      />
      <ConflitoDialog
        conflito={conflito?.conflito ?? null}
        busy={busy}
        onCancelar={() => setConflito(null)}
        onSalvar={(escolhas) =>
          conflito && void enviar(corpoResolvido(conflito.corpo, conflito.conflito, escolhas))
        }
      />
    </>
  );
}
