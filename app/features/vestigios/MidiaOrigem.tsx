/**
 * Captured or imported, as the app recorded it, and what an imported file says of itself, set apart
 * (issue 27): the card shows it short, the custody page in full. Issue 39: 'Capturada pela câmera
 * do app' only when the server verified the device's signature; otherwise the device's word and
 * why; a time outside the case's life in red on both.
 */
import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRosetteDiscountCheck, IconShieldQuestion } from '@tabler/icons-react';
import {
  alertaDeHora,
  ditoPeloArquivo,
  horaDoArquivo,
  motivoNaoVerificada,
  origemRotulo,
  registroDaMidia,
} from '../../../shared/midia-origem';
import type { Midia } from '../../../shared/schemas/vestigios';
import { localDateTime } from '../../lib/format';

function AlertaDeHora({ midia }: { midia: Midia }) {
  const alerta = alertaDeHora(midia, localDateTime);
  if (!alerta) return null;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <IconAlertTriangle size={14} color="var(--mantine-color-error)" aria-hidden style={{ flexShrink: 0 }} />
      <Text size="xs" fw={700} c="var(--mantine-color-error)" role="note">
        {alerta}
      </Text>
    </Group>
  );
}

export function MidiaOrigem({ midia, completa = false }: { midia: Midia; completa?: boolean }) {
  if (completa) {
    const arquivo = ditoPeloArquivo(midia);
    return (
      <>
        <Text size="xs">{registroDaMidia(midia, localDateTime)}</Text>
        <AlertaDeHora midia={midia} />
        {arquivo && (
          <Text size="xs" c="dimmed" fs="italic">
            {arquivo}
          </Text>
        )}
      </>
    );
  }
  const criadoEm = midia.origem === 'importacao' ? midia.arquivo?.criado_em : null;
  const naoVerificada = motivoNaoVerificada(midia) !== null;
  const verificada = midia.origem === 'captura' && !naoVerificada;
  // A capture still on its way says so in its label; one the server checked says why it failed.
  const motivo = midia.verificacao ? motivoNaoVerificada(midia) : null;
  return (
    <>
      <Group gap={4} wrap="nowrap" align="flex-start">
        {verificada && (
          <IconRosetteDiscountCheck
            size={14}
            color="var(--mantine-color-teal-filled)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
        )}
        {naoVerificada && (
          <IconShieldQuestion
            size={14}
            color="var(--mantine-color-dimmed)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
        )}
        <Text size="xs" fw={600}>
          {origemRotulo(midia)}
          {midia.registrada_em ? ` em ${localDateTime(midia.registrada_em)}` : ''}
        </Text>
      </Group>
      {motivo && (
        <Text size="xs" c="dimmed">
          {motivo}
        </Text>
      )}
      <AlertaDeHora midia={midia} />
      {criadoEm && (
        <Text size="xs" c="dimmed">
          Arquivo diz: criado em {horaDoArquivo(criadoEm)}
        </Text>
      )}
    </>
  );
}
