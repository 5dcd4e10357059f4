/**
 * The add-event form of the timeline (spec §2.3, §5 Event): the type, and the day and time, which
 * start at now and follow the clock until the officer changes them. An order the timeline makes
 * impossible is said before saving, and never stops the save. What was chosen waits in a draft; the
 * time comes back as now, unless the officer set it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconClock, IconClockPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { type Resolver, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { avisosCronologia } from '../../../shared/cronologia';
import { ACIONAMENTO_TIPOS } from '../../../shared/options-caso';
import { FormFrame, fieldsFor, recomecar, SubmitButton, useDraft, useEnvio } from '../../components/form';
import { save } from '../../offline/fila/save';
import {
  agora,
  type EventoOutput,
  type EventoValues,
  eventoForm,
  instanteLocal,
  novoEvento,
} from './acionamento-values';
import type { AcionamentoView } from './caso-view';

const { TextField, SelectField } = fieldsFor<EventoValues>();

/** Spec §8 Successes and Event. */
const MOMENTO_REGISTRADO = 'Momento registrado com sucesso!';
const FALHA_MOMENTO = 'Não foi possível registrar o momento.';

/** How often an untouched 'now' is moved on. */
const RELOGIO_MS = 15_000;

/** Now as the fields' starting value: not a change of the officer's, so a draft never keeps it. */
function usarAgora(form: UseFormReturn<EventoValues, unknown, EventoOutput>) {
  const atual = agora();
  form.resetField('data', { defaultValue: atual.data });
  form.resetField('hora', { defaultValue: atual.hora });
}

interface AcionamentoFormProps {
  casoId: string;
  /** The timeline as shown, to tell of an impossible order before saving. */
  eventos: readonly AcionamentoView[];
}

export function AcionamentoForm({ casoId, eventos }: AcionamentoFormProps) {
  const form = useForm<EventoValues, unknown, EventoOutput>({
    resolver: zodResolver(eventoForm) as unknown as Resolver<EventoValues, unknown, EventoOutput>,
    defaultValues: novoEvento(),
    shouldFocusError: false,
  });
  const draft = useDraft(form, `acionamento:${casoId}:novo`);
  const [id, tipo, data, hora] = useWatch({ control: form.control, name: ['id', 'tipo', 'data', 'hora'] });

  // 'Now' stays now while the screen is open, unless the officer set another time.
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (form.getFieldState('data').isDirty || form.getFieldState('hora').isDirty) return;
      usarAgora(form);
    }, RELOGIO_MS);
    return () => window.clearInterval(timer);
  }, [form]);

  const instante = instanteLocal(data, hora);
  const avisos =
    tipo && instante
      ? avisosCronologia([...eventos, { id, tipo, horario: instante.toISOString() }], new Date()).filter(
          (aviso) => aviso.eventoId === id,
        )
      : [];

  const { formRef, saving, enviar } = useEnvio(
    form,
    (body, onIssues) =>
      save(
        {
          id: crypto.randomUUID(),
          op: 'createAcionamento',
          input: { params: { casoId }, body },
          label: body.tipo,
          casoId,
        },
        { success: MOMENTO_REGISTRADO, failureTitle: FALHA_MOMENTO, onIssues },
      ),
    // The form stays open for the next event: a new one, at now, keeping only what was begun for it.
    (enviados) => recomecar(form, draft, enviados, novoEvento()),
  );

  return (
    <FormFrame form={form} formRef={formRef} onSubmit={enviar} gap="sm" draft={draft}>
      <SelectField name="tipo" label="Evento" data={ACIONAMENTO_TIPOS} withAsterisk />
      <TextField name="data" label="Data" type="date" withAsterisk />
      <TextField name="hora" label="Hora" type="time" withAsterisk />
      <Group gap="xs" wrap="nowrap" align="center">
        <Text size="xs" c="dimmed" style={{ flex: 1, minWidth: 0 }}>
          No relógio do aparelho. O servidor também registra quando recebe.
        </Text>
        <Button
          variant="light"
          h={44}
          style={{ flexShrink: 0 }}
          leftSection={<IconClock size={18} />}
          onClick={() => usarAgora(form)}
        >
          Agora
        </Button>
      </Group>
      {avisos.length > 0 && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} p="xs" role="status">
          {avisos.map((aviso) => (
            <Text key={aviso.regra} size="sm">
              {aviso.texto}
            </Text>
          ))}
          <Text size="xs" c="dimmed" mt={4}>
            Confira o horário. Se estiver certo, registre assim mesmo.
          </Text>
        </Alert>
      )}
      <SubmitButton saving={saving} icon={<IconClockPlus size={22} />}>
        Registrar evento
      </SubmitButton>
    </FormFrame>
  );
}
