import { zodResolver } from '@hookform/resolvers/zod';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { casoRenameRequest } from '../../../../shared/schemas/casos';
import { useEdicaoVersionada } from '../../../components/conflito/useEdicaoVersionada';
import { VersaoNoFormulario } from '../../../components/conflito/VersaoNoFormulario';
import { CancelarSalvar, FormFrame } from '../../../components/form';
import { getSelectedCaso, setSelectedCaso } from '../../../lib/selected-caso';
import { save } from '../../../offline/fila/save';
import { CasoNomeField } from '../CasoNomeField';
import { useCaso } from '../useCaso';
import type { HistoricoRow } from './historico-view';

/**
 * The case's new name; the banner follows at once, online or not. The case is read (and its
 * revision polled) while the form is open, for the version of the name it was opened on (issue 26).
 */
export function RenameCasoForm({
  row,
  versao,
  onDone,
}: {
  row: HistoricoRow;
  /** The name's version as the list gave it, until the case itself is read. */
  versao: number | undefined;
  onDone: () => void;
}) {
  const { caso } = useCaso(row.id);
  const [abertoEm] = useState(() => ({ name: row.name }));
  const form = useForm({ resolver: zodResolver(casoRenameRequest), defaultValues: abertoEm });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const edicao = useEdicaoVersionada(form, { valores: abertoEm, versao: caso?.versao ?? versao });

  const submit = handleSubmit(async ({ name }) => {
    const corpo = edicao.corpo({ name });
    // The same name again is no edit, unless it settles a conflict (the history keeps the choice).
    if (corpo.name === undefined && !corpo.resolucao) {
      onDone();
      return;
    }
    const result = await save(
      {
        id: crypto.randomUUID(),
        op: 'renameCaso',
        input: { params: { casoId: row.id }, body: { ...corpo, name } },
        label: `Renomear caso para ${name}`,
        casoId: row.id,
      },
      { success: 'Nome do caso alterado com sucesso!', failureTitle: 'Falha ao salvar no banco de dados!' },
    );
    if (!result.ok) {
      edicao.aoRecusar(result.error);
      return;
    }
    edicao.salvo({ name });
    const selected = getSelectedCaso();
    if (selected?.id === row.id) setSelectedCaso({ ...selected, name });
    onDone();
  });

  return (
    <FormFrame travado={isSubmitting} form={form} onSubmit={submit} gap="lg">
      <VersaoNoFormulario edicao={edicao} atual={caso?.versao ?? versao} />
      <CasoNomeField label="Nome do caso" data-autofocus />
      <CancelarSalvar saving={isSubmitting} onCancelar={onDone} icon={<IconPencil size={18} />} />
    </FormFrame>
  );
}
