/**
 * The add-event form of the timeline (spec §2.3, §5 Event): the type, and the day and time, which
 * start at now and follow the clock until the officer changes them. An order the timeline makes
 * impossible is said before saving, and never stops the save.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClock, IconClockPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import { avisosCronologia } from '../../../shared/cronologia';
import { ACIONAMENTO_TIPOS } from '../../../shared/options-caso';
import { fieldsFor, placeServerIssues, SubmitButton, scrollToFirstError } from '../../components/form';
import { save } from '../../offline/save';
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

interface AcionamentoFormProps {
  casoId: string;
  /** The timeline as shown, to tell of an impossible order before saving. */
  eventos: readonly AcionamentoView[];
}

export function AcionamentoForm({ casoId, eventos }: AcionamentoFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<EventoValues, unknown, EventoOutput>({
    resolver: zodResolver(eventoForm) as unknown as Resolver<EventoValues, unknown, EventoOutput>,
    defaultValues: novoEvento(),
    shouldFocusError: false,
  });
  const [saving, setSaving] = useState(false);
  const [id, tipo, data, hora] = useWatch({ control: form.control, name: ['id', 'tipo', 'data', 'hora'] });
  // Read while rendering, so the form keeps track of which fields the officer changed.
  void form.formState.dirtyFields;

  // 'Now' stays now while the screen is open, unless the officer set another time.
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (form.getFieldState('data').isDirty || form.getFieldState('hora').isDirty) return;
      const atual = agora();
      form.setValue('data', atual.data);
      form.setValue('hora', atual.hora);
    }, RELOGIO_MS);
    return () => window.clearInterval(timer);
  }, [form]);

  const usarAgora = () => {
    const atual = agora();
    form.resetField('data', { defaultValue: atual.data });
    form.resetField('hora', { defaultValue: atual.hora });
  };

  const instante = instanteLocal(data, hora);
  const avisos =
    tipo && instante
      ? avisosCronologia([...eventos, { id, tipo, horario: instante.toISOString() }], new Date()).filter(
          (aviso) => aviso.eventoId === id,
        )
      : [];

  const enviar = form.handleSubmit(
    async (body) => {
      setSaving(true);
      const result = await save(
        {
          id: crypto.randomUUID(),
          op: 'createAcionamento',
          input: { params: { casoId }, body },
          label: body.tipo,
          casoId,
        },
        {
          success: MOMENTO_REGISTRADO,
          failureTitle: FALHA_MOMENTO,
          onIssues: (issues) => placeServerIssues(form, issues, formRef.current),
        },
      );
      setSaving(false);
      if (result.ok) form.reset(novoEvento());
    },
    () => scrollToFirstError(formRef.current),
  );

  return (
    <FormProvider {...form}>
      <form ref={formRef} onSubmit={enviar} noValidate>
        <Stack gap="sm">
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
              onClick={usarAgora}
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
        </Stack>
      </form>
    </FormProvider>
  );
}
