/** One event of the timeline: when, what, who recorded it and when the server did, and its warnings. */
import { Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconAmbulance,
  IconCalendarEvent,
  IconDoorExit,
  IconMapPinCheck,
  IconPhoneCall,
  IconSearch,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type AvisoCronologia, ETAPAS } from '../../../shared/cronologia';
import type { AcionamentoTipo } from '../../../shared/options-caso';
import { DeleteButton, PendingBadge } from '../../components/form';
import { localDateTime } from '../../lib/format';
import classes from './Cronologia.module.css';
import type { AcionamentoView } from './caso-view';

const ICONES: Record<(typeof ETAPAS)[AcionamentoTipo]['etapa'], ReactNode> = {
  acontecimento: <IconCalendarEvent size={17} />,
  corpo_encontrado: <IconSearch size={17} />,
  acionamento: <IconPhoneCall size={17} />,
  chegada: <IconMapPinCheck size={17} />,
  remocao: <IconAmbulance size={17} />,
  saida: <IconDoorExit size={17} />,
};

interface EventoItemProps {
  evento: AcionamentoView;
  avisos: AvisoCronologia[];
  onDelete?: () => void;
}

export function EventoItem({ evento, avisos, onDelete }: EventoItemProps) {
  const quando = localDateTime(evento.horario);
  const aviso = avisos.length > 0 || undefined;
  return (
    <li className={classes.item}>
      <span
        className={classes.marker}
        data-aviso={aviso}
        data-offline={evento.offline || undefined}
        aria-hidden
      >
        {ICONES[ETAPAS[evento.tipo].etapa]}
      </span>
      <Paper
        component="article"
        aria-label={`${evento.tipo}, ${quando}`}
        withBorder
        radius="lg"
        p="sm"
        className={classes.card}
        data-aviso={aviso}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700} className={classes.horario}>
              {quando}
            </Text>
            <Text fw={600} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
              {evento.tipo}
            </Text>
            {evento.offline ? (
              <PendingBadge ids={[evento.id]} />
            ) : (
              <Text size="xs" c="dimmed">
                Registrado em {localDateTime(evento.momento)} por {evento.user.name}
              </Text>
            )}
          </Stack>
          {onDelete && <DeleteButton label={`Apagar ${evento.tipo} de ${quando}`} onClick={onDelete} />}
        </Group>
        {avisos.map((item) => (
          <Group
            key={item.regra}
            gap={6}
            mt="xs"
            wrap="nowrap"
            align="flex-start"
            c="var(--mantine-color-yellow-light-color)"
          >
            <IconAlertTriangle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" fw={600}>
              {item.referencia
                ? `${item.texto.replace(/\.$/, '')} (${localDateTime(item.referencia.horario)}).`
                : item.texto}
            </Text>
          </Group>
        ))}
      </Paper>
    </li>
  );
}
