/**
 * The verifiable export of the case's evidence (issue 27 item 6): a zip of the originals named as
 * the report names them, the `sha256sum` manifest, each file's custody and a LEIA-ME. Offered to
 * those the server says may (`policy.pode_exportar`), online, once a file is on the server. A plain
 * link, so the browser streams the zip to disk instead of holding it in memory; the server records
 * the export in the custody log before the first byte leaves.
 */
import { Button, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconFileZip } from '@tabler/icons-react';
import { vestigiosEndpoints } from '../../../shared/api/vestigios';
import { urlOf } from '../../lib/request';
import type { CasoView } from '../casos/caso-view';

export function ExportarVestigios({ caso }: { caso: Pick<CasoView, 'id' | 'identificador' | 'vestigios'> }) {
  const { online } = useNetwork();
  const noServidor = caso.vestigios.some((v) => !v.offline);
  if (!noServidor) return null;
  const url = urlOf(vestigiosEndpoints.exportVestigios, { casoId: caso.id });
  const aparencia = {
    variant: 'light',
    color: 'navy',
    fullWidth: true,
    leftSection: <IconFileZip size={18} />,
  };
  return (
    <>
      {online ? (
        <Button
          component="a"
          href={url}
          download={`vestigios-${caso.identificador ?? caso.id}.zip`}
          {...aparencia}
        >
          Exportar vestígios
        </Button>
      ) : (
        // A real disabled button offline: a link cannot be disabled, and was read as one to follow.
        <Button disabled {...aparencia}>
          Exportar vestígios
        </Button>
      )}
      <Text size="xs" c="dimmed">
        {online
          ? 'Um zip com os originais, a lista de SHA-256 para conferência e a cadeia de custódia de cada arquivo. A exportação fica registrada.'
          : 'A exportação precisa de conexão.'}
      </Text>
    </>
  );
}
