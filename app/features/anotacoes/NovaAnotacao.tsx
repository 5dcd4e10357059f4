/**
 * A new note: the text area, dictation into it and 'Salvar Anotação' (spec §2.3 Notes). What is
 * typed or dictated and not saved stays on the device as a draft.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { anotacaoUpdateRequest } from '../../../shared/schemas/anotacoes';
import ditadoClasses from '../../components/ditado/Ditado.module.css';
import { DitadoButton } from '../../components/ditado/DitadoButton';
import { useDitado } from '../../components/ditado/useDitado';
import { FormFrame, fieldsFor, placeServerIssues, useDraft } from '../../components/form';
import { save } from '../../offline/fila/save';

type Valores = { anotacao: string };

const { TextAreaField } = fieldsFor<Valores>();

/** Spec §8 Successes. */
const SALVA = 'Anotação salva com sucesso!';

export function NovaAnotacao({ casoId }: { casoId: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Valores, unknown, Valores>({
    resolver: zodResolver(anotacaoUpdateRequest),
    defaultValues: { anotacao: '' },
  });
  const [saving, setSaving] = useState(false);
  const ditado = useDitado({
    texto: () => form.getValues('anotacao') ?? '',
    onTexto: (texto) => form.setValue('anotacao', texto, { shouldDirty: true }),
  });
  // Dictated text arrives without a change event; the end of dictation is when the draft keeps it.
  const draft = useDraft(form, `anotacao:${casoId}:nova`, { value: ditado.estado.fase, restore: () => {} });
  const ouvindo = ditado.estado.fase === 'ouvindo' || ditado.estado.fase === 'parando';

  const enviar = form.handleSubmit(async ({ anotacao }) => {
    setSaving(true);
    const id = crypto.randomUUID();
    const result = await save(
      {
        id,
        op: 'createAnotacao',
        input: { params: { casoId }, body: { id, anotacao } },
        label: 'Anotação',
        casoId,
      },
      {
        success: SALVA,
        failureTitle: 'Falha ao salvar no banco de dados',
        onIssues: (issues) => placeServerIssues(form, issues, formRef.current),
      },
    );
    setSaving(false);
    // Empty again, and drafting the next note (the screen stays for it).
    if (result.ok) await draft.discard();
  });

  return (
    <Paper withBorder radius="lg" p="md">
      <FormFrame
        travado={saving}
        form={form}
        formRef={formRef}
        onSubmit={enviar}
        label="Nova anotação"
        gap="sm"
        draft={draft}
      >
        <TextAreaField
          name="anotacao"
          label="Nova anotação"
          placeholder="Escreva ou dite o que foi observado no local."
          minRows={4}
          disabled={ouvindo}
          classNames={ouvindo ? { input: ditadoClasses.ditando } : undefined}
        />
        <DitadoButton
          estado={ditado.estado}
          alternar={ditado.alternar}
          focarTexto={() => form.setFocus('anotacao')}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={saving}
          disabled={ouvindo}
          leftSection={<IconDeviceFloppy size={20} />}
        >
          Salvar Anotação
        </Button>
      </FormFrame>
    </Paper>
  );
}
