/**
 * A user's devices read from the server (issue 43), online only as the administration screens are:
 * who acts on a device must see the server's current word. Shared by 'Meus aparelhos' and the
 * administrator's user screen, which differ only in which operation lists them.
 */
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { call, NetworkError } from '../../lib/api';
import { MESSAGES } from '../../lib/errors';
import { AparelhoCard } from './AparelhoCard';

export function ListaDeAparelhos({ userId }: { userId?: string }) {
  const { online } = useNetwork();
  const query = useQuery({
    queryKey: ['aparelhos', userId ?? 'meus'],
    queryFn: ({ signal }) =>
      userId
        ? call('listAparelhosUsuario', { params: { userId } }, { signal })
        : call('listAparelhos', {}, { signal }),
    retry: false,
    enabled: online,
  });
  if (!online || query.error instanceof NetworkError) {
    return (
      <Alert color="yellow" variant="light" title="Sem conexão com a Internet">
        Os aparelhos são lidos do servidor na hora. Tente de novo quando houver sinal.
      </Alert>
    );
  }
  if (query.isError) return <Alert color="red">{MESSAGES.unknown}</Alert>;
  if (!query.data) return <Loader size="sm" aria-label="Carregando aparelhos" />;
  if (query.data.length === 0) {
    return <Text c="dimmed">Nenhum aparelho registrado ainda.</Text>;
  }
  return (
    <Stack gap="sm">
      {query.data.map((aparelho) => (
        <AparelhoCard key={aparelho.id} aparelho={aparelho} mudou={() => void query.refetch()} />
      ))}
    </Stack>
  );
}
