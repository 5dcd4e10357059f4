/** The chain of custody of one vestígio, read from the server's tamper-evident log (online only). */
import { Alert, Loader, Stack, Text, Timeline } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { CustodiaEvento } from '../../../shared/schemas/vestigios';
import { Modal } from '../../components/Modal';
import { call } from '../../lib/api';
import { localDateTime } from '../../lib/format';

type Estado = { tipo: 'carregando' } | { tipo: 'erro' } | { tipo: 'pronto'; eventos: CustodiaEvento[] };

export function CustodiaDialog({
  casoId,
  vestigioId,
  onClose,
}: {
  casoId: string;
  vestigioId: string | null;
  onClose: () => void;
}) {
  const [estado, setEstado] = useState<Estado>({ tipo: 'carregando' });
  useEffect(() => {
    if (!vestigioId) return;
    let ativo = true;
    setEstado({ tipo: 'carregando' });
    call('getVestigioCustodia', { params: { casoId, vestigioId } }).then(
      (resposta) => ativo && setEstado({ tipo: 'pronto', eventos: resposta.eventos }),
      () => ativo && setEstado({ tipo: 'erro' }),
    );
    return () => {
      ativo = false;
    };
  }, [casoId, vestigioId]);

  return (
    <Modal opened={vestigioId !== null} onClose={onClose} title="Cadeia de custódia" size={6}>
      {estado.tipo === 'carregando' && <Loader aria-label="Carregando a custódia" />}
      {estado.tipo === 'erro' && (
        <Alert color="red" variant="light" role="alert">
          Erro na requisição.
        </Alert>
      )}
      {estado.tipo === 'pronto' &&
        (estado.eventos.length === 0 ? (
          <Text>Nenhum log encontrado.</Text>
        ) : (
          <Timeline bulletSize={14} lineWidth={2}>
            {estado.eventos.map((evento) => (
              <Timeline.Item key={evento.id} title={evento.descricao}>
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {localDateTime(evento.created_at)}
                    {evento.user ? ` · ${evento.user.name} (${evento.user.matricula})` : ''}
                    {evento.ip ? ` · ${evento.ip}` : ''}
                  </Text>
                </Stack>
              </Timeline.Item>
            ))}
          </Timeline>
        ))}
    </Modal>
  );
}
