/**
 * The case's occurrence (issue 42): the boletins de ocorrência with who issued each, the procedure
 * (type and number), and what happened — the nature stated, the date and time of the fact (or the
 * timeline's, proposed), the account typed or dictated. Every field optional; saved through the
 * outbox with the version it was opened on. The numbers come days after the scene, so a member
 * records them whatever the 24-hour window (the policy's pode_emitir_relatorio, the same rule).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClock, IconFileDescription, IconGavel, IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { inputShape } from '../../../shared/schemas/fields';
import {
  BOLETINS_MAX,
  HISTORICO_MAX,
  ocorrenciaFields,
  PROCEDIMENTO_OUTRO,
  PROCEDIMENTO_TIPOS,
} from '../../../shared/schemas/ocorrencia';
import { dataEHoraDe, momentoDaCronologia } from '../../../shared/secoes/ocorrencia';
import { useEdicaoVersionada } from '../../components/conflito/useEdicaoVersionada';
import { useRascunhoDaEdicao } from '../../components/conflito/useRascunhoDaEdicao';
import { VersaoNoFormulario } from '../../components/conflito/VersaoNoFormulario';
import ditadoClasses from '../../components/ditado/Ditado.module.css';
import { DitadoButton } from '../../components/ditado/DitadoButton';
import { useDitado } from '../../components/ditado/useDitado';
import {
  CasoFrame,
  CasoUnavailable,
  FormFrame,
  FormSection,
  fieldsFor,
  PendingBadge,
  placeServerIssues,
  recomecar,
  SaveBar,
  valoresEnviados,
} from '../../components/form';
import { save } from '../../offline/fila/save';
import type { CasoView } from '../casos/caso-view';
import { useSelectedCaso } from '../casos/useCaso';
import { useCasoPolicy } from '../casos/useCasoPolicy';
import type { OcorrenciaView } from './caso-view';

const TITULO = 'Ocorrência';
const SALVA = 'Ocorrência salva com sucesso!';

const schema = z.object(inputShape(ocorrenciaFields));
interface Valores {
  boletins: { numero: string; origem: string }[];
  procedimento_tipo: string | null;
  procedimento_outro: string;
  procedimento_numero: string;
  natureza: string;
  data_fato: string;
  hora_fato: string;
  historico: string;
}
const { TextField, TextAreaField, SelectField } = fieldsFor<Valores>();

/** The record in the form's values: nothing is null but the choice. */
const valoresDe = (o: OcorrenciaView): Valores => ({
  boletins: o.boletins.map((b) => ({ numero: b.numero, origem: b.origem ?? '' })),
  procedimento_tipo: o.procedimento_tipo,
  procedimento_outro: o.procedimento_outro ?? '',
  procedimento_numero: o.procedimento_numero ?? '',
  natureza: o.natureza ?? '',
  data_fato: o.data_fato ?? '',
  hora_fato: o.hora_fato ?? '',
  historico: o.historico ?? '',
});

function Boletins({ disabled }: { disabled: boolean }) {
  const { fields, append, remove } = useFieldArray<Valores>({ name: 'boletins' });
  return (
    <Stack gap="sm">
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          Nenhum boletim informado.
        </Text>
      )}
      {fields.map((campo, i) => (
        <Paper key={campo.id} withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextField
                name={`boletins.${i}.numero`}
                label={`Número do boletim ${i + 1}`}
                placeholder="Ex.: 00123/2026"
                disabled={disabled}
                style={{ flex: 1 }}
              />
              <ActionIcon
                size={42}
                variant="light"
                color="red"
                aria-label={`Remover boletim ${i + 1}`}
                onClick={() => remove(i)}
                disabled={disabled}
              >
                <IconTrash size={20} />
              </ActionIcon>
            </Group>
            <TextField
              name={`boletins.${i}.origem`}
              label="Emitido por (sistema ou unidade)"
              placeholder="Ex.: Delegacia Online"
              disabled={disabled}
            />
          </Stack>
        </Paper>
      ))}
      {fields.length < BOLETINS_MAX && (
        <Button
          variant="light"
          leftSection={<IconPlus size={18} />}
          onClick={() => append({ numero: '', origem: '' })}
          disabled={disabled}
        >
          Adicionar boletim
        </Button>
      )}
    </Stack>
  );
}

function OcorrenciaForm({ caso, editavel }: { caso: CasoView; editavel: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);
  const ocorrencia = caso.ocorrencia;
  const [aberta] = useState(() => ({ valores: valoresDe(ocorrencia), versao: ocorrencia.versao }));
  const form = useForm<Valores>({
    resolver: zodResolver(schema) as never,
    defaultValues: aberta.valores,
  });
  const edicao = useEdicaoVersionada(form, aberta);
  const ditado = useDitado({
    texto: () => form.getValues('historico') ?? '',
    onTexto: (texto) => form.setValue('historico', texto, { shouldDirty: true }),
  });
  const draft = useRascunhoDaEdicao(form, `ocorrencia:${caso.id}`, edicao, ditado.estado.fase);
  const ouvindo = ditado.estado.fase === 'ouvindo' || ditado.estado.fase === 'parando';
  const [saving, setSaving] = useState(false);
  const tipo = form.watch('procedimento_tipo');
  const dataFato = form.watch('data_fato');
  const evento = momentoDaCronologia(caso.acionamentos);

  const usarCronologia = () => {
    if (!evento) return;
    const [data, hora] = dataEHoraDe(evento.horario);
    form.setValue('data_fato', data, { shouldDirty: true });
    form.setValue('hora_fato', hora, { shouldDirty: true });
  };

  const enviar = form.handleSubmit(async () => {
    // The form's values as sent (what is typed while they go is not), compared with what it stood
    // on: only the fields changed go.
    const valores = valoresEnviados(form);
    setSaving(true);
    const result = await save(
      {
        id: crypto.randomUUID(),
        op: 'saveOcorrencia',
        input: { params: { casoId: caso.id }, body: edicao.corpo(valores) },
        label: 'Ocorrência do caso',
        casoId: caso.id,
      },
      {
        success: SALVA,
        failureTitle: 'Falha ao salvar no banco de dados',
        onIssues: (issues) => placeServerIssues(form, issues, formRef.current),
      },
    );
    setSaving(false);
    if (!result.ok) {
      edicao.aoRecusar(result.error);
      return;
    }
    edicao.salvo(valores, result.sent ? result.response?.versao : undefined);
    // The form stays on what was saved, never on what it was opened with: the next save would
    // otherwise send the opening values back over this one.
    await recomecar(form, draft, valores, valores);
  });

  const bloqueado = !editavel;
  return (
    <FormFrame form={form} formRef={formRef} onSubmit={enviar} label="Ocorrência do caso" draft={draft}>
      <VersaoNoFormulario edicao={edicao} atual={ocorrencia.versao} />
      {ocorrencia.offline && <PendingBadge look="tag" />}
      <FormSection
        title="Boletins de ocorrência"
        icon={<IconFileDescription size={22} />}
        description="Um ou mais, com o sistema ou a unidade que emitiu cada um"
      >
        <Boletins disabled={bloqueado} />
      </FormSection>
      <FormSection
        title="Procedimento"
        icon={<IconGavel size={22} />}
        description="Inquérito, flagrante, TC…"
      >
        <SelectField
          name="procedimento_tipo"
          label="Tipo de procedimento"
          data={PROCEDIMENTO_TIPOS}
          disabled={bloqueado}
        />
        {tipo === PROCEDIMENTO_OUTRO && (
          <TextField name="procedimento_outro" label="Qual procedimento" disabled={bloqueado} />
        )}
        <TextField
          name="procedimento_numero"
          label="Número do procedimento"
          placeholder="Ex.: 0456/2026"
          disabled={bloqueado}
        />
      </FormSection>
      <FormSection title="O fato" icon={<IconClock size={22} />} description="O que aconteceu, quando">
        <TextField
          name="natureza"
          label="Natureza do crime"
          description="Quando a tipificação das vítimas não diz (ex.: roubo, lesão corporal)"
          disabled={bloqueado}
        />
        <Group grow gap="sm" align="flex-start">
          <TextField name="data_fato" label="Data do fato" type="date" disabled={bloqueado} />
          <TextField name="hora_fato" label="Hora do fato" type="time" disabled={bloqueado} />
        </Group>
        {evento && !dataFato && !bloqueado && (
          <Button variant="subtle" leftSection={<IconClock size={18} />} onClick={usarCronologia}>
            Usar a hora da cronologia ({evento.tipo})
          </Button>
        )}
        <TextAreaField
          name="historico"
          label="Histórico do fato"
          placeholder="Escreva ou dite o que aconteceu."
          maxLength={HISTORICO_MAX}
          minRows={5}
          disabled={bloqueado || ouvindo}
          classNames={ouvindo ? { input: ditadoClasses.ditando } : undefined}
        />
        {!bloqueado && (
          <DitadoButton
            estado={ditado.estado}
            alternar={ditado.alternar}
            focarTexto={() => form.setFocus('historico')}
          />
        )}
      </FormSection>
      {!bloqueado && <SaveBar saving={saving} />}
    </FormFrame>
  );
}

export default function OcorrenciaScreen() {
  const read = useSelectedCaso();
  const { caso } = read;
  const policy = useCasoPolicy(caso);
  if (!caso) {
    return (
      <CasoUnavailable title={TITULO} state={read} noCasoText="Abra um caso para registrar a ocorrência." />
    );
  }
  // The case's numbers: any member, whatever the window; never a justified reader (and the frame
  // says why by that rule, not the window's).
  const editavel = policy.pode_emitir_relatorio;
  const regra = { ...policy, pode_editar: editavel, motivo: policy.motivo_emissao ?? null };
  return (
    <CasoFrame title={TITULO} caso={caso} offline={read.offline} policy={regra}>
      <Stack gap="md">
        <OcorrenciaForm key={caso.id} caso={caso} editavel={editavel} />
      </Stack>
    </CasoFrame>
  );
}
