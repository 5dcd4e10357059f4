/**
 * The dictation button (spec §2.3 Notes): Ditar / Parar ditado. It is never a dead button: where
 * the browser cannot dictate, it says so and puts the cursor in the text, where the phone
 * keyboard's own microphone is.
 */
import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconMicrophone, IconMicrophoneOff, IconPlayerStopFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { DANGER } from '../form/actions/ConfirmDialog';
import classes from './Ditado.module.css';
import { type DitadoEstado, TEXTOS_DITADO } from './ditado';

interface DitadoButtonProps {
  estado: DitadoEstado;
  alternar: () => void;
  /** Puts the cursor in the text area, which opens the phone keyboard and its microphone. */
  focarTexto: () => void;
}

export function DitadoButton({ estado, alternar, focarTexto }: DitadoButtonProps) {
  const dica = useId();
  if (estado.fase === 'indisponivel') {
    return (
      <Stack gap={4}>
        <Button
          variant="default"
          leftSection={<IconMicrophoneOff size={20} />}
          onClick={focarTexto}
          aria-describedby={dica}
        >
          {TEXTOS_DITADO.indisponivel}
        </Button>
        <Text id={dica} size="xs" c="dimmed">
          Este navegador não faz ditado. {TEXTOS_DITADO.teclado}
        </Text>
      </Stack>
    );
  }
  const ligado = estado.fase === 'ouvindo' || estado.fase === 'parando';
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="nowrap">
        <Button
          variant={ligado ? 'filled' : 'light'}
          color={ligado ? DANGER : undefined}
          leftSection={ligado ? <IconPlayerStopFilled size={18} /> : <IconMicrophone size={20} />}
          aria-pressed={ligado}
          loading={estado.fase === 'parando'}
          onClick={alternar}
        >
          {ligado ? TEXTOS_DITADO.parar : TEXTOS_DITADO.ditar}
        </Button>
        {estado.fase === 'ouvindo' && (
          <Box className={classes.ouvindo} aria-hidden>
            <span />
            <span />
            <span />
          </Box>
        )}
      </Group>
      <div role="status">
        {estado.fase === 'ouvindo' && (
          <Text size="sm" c="dimmed">
            {TEXTOS_DITADO.ouvindo}
          </Text>
        )}
        {estado.fase === 'parando' && (
          <Text size="sm" c="dimmed">
            {TEXTOS_DITADO.parando}
          </Text>
        )}
      </div>
      {estado.fase === 'parado' && estado.falha && (
        <Alert color="yellow" variant="light" p="xs" icon={<IconMicrophoneOff size={18} />} role="alert">
          <Text size="sm">
            {TEXTOS_DITADO.falhas[estado.falha]} {TEXTOS_DITADO.teclado}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
