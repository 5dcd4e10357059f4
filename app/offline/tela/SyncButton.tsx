import { ActionIcon, Alert, Button, Drawer, Indicator, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCloudCheck, IconCloudUpload, IconRefresh, IconTrash, IconWifiOff } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../components/form/actions/ConfirmDialog';
import { useSession } from '../../lib/session';
import { useSemConexao } from '../../lib/useSemConexao';
import type { OutboxItem, OutboxRequest } from '../db';
import { overallProgress, useSending, useUploadProgress } from '../envio/upload-progress';
import { confirmarItem } from '../fila/conferir';
import { discard, resolve, retry, sendOverCellular } from '../fila/item-do-autor';
import { syncNow } from '../fila/outbox';
import { retidos } from '../fila/retidos';
import { camposDigitados } from '../itens/item-conteudo';
import { AConferir } from './AConferir';
import { AguardandoWifi, useAguardaWifi } from './AguardandoWifi';
import { CartaoDoItem } from './CartaoDoItem';
import { ConteudoDoItem, ItemRecusado } from './ItemRecusado';
import { useSetPendencias } from './set-pendencias';
import { useNovaTentativa } from './useNovaTentativa';
import { useOutboxItems } from './useOutboxItems';

const MB = 1024 * 1024;

function megabytes(bytes: number, total: number): string {
  // A file under 10 MB would read '0 de 3 MB' for seconds; one decimal then.
  const digits = total < 10 * MB ? 1 : 0;
  return (bytes / MB).toLocaleString('pt-BR', {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  });
}

/** An item with files (a vestígio's media) shows how much of them reached the server. */
function UploadBar({ item, sending }: { item: OutboxItem; sending: boolean }) {
  const progress = useUploadProgress(item.uploads?.length ? item.id : null);
  if (!item.uploads?.length || progress.size === 0) return null;
  const sizes = new Map(item.uploads.map((file) => [file.mediaId, file.blob.size]));
  const fraction = overallProgress(progress, sizes);
  const value = Math.round(fraction * 100);
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  return (
    <Stack gap={2} mt={6}>
      <Text size="xs" fw={600}>
        {sending
          ? `Enviando ${megabytes(fraction * total, total)} de ${megabytes(total, total)} MB…`
          : `Envio dos arquivos: ${value}%`}
      </Text>
      <Progress value={value} size="md" color="gold" aria-label={`Envio dos arquivos: ${value}%`} />
    </Stack>
  );
}

interface EstadoDoEnvio {
  sending: boolean;
  navegadorOffline: boolean;
  semConexao: boolean;
  /** Seconds until the next try by itself; null when none is due. */
  emSegundos: number | null;
}

/**
 * What a waiting item is doing now, in the user's words: going (its files' bar says how far), held
 * for want of a link, or when the next try comes by itself.
 */
function pendingStatus(
  item: OutboxItem,
  { sending, navegadorOffline, semConexao, emSegundos }: EstadoDoEnvio,
): string | null {
  if (sending) return item.uploads?.length ? null : 'Enviando…';
  if (navegadorOffline || (semConexao && emSegundos === null)) return 'Aguardando conexão';
  // A failed try on a weak link is tried again by itself; only the server's own answer is news.
  const ultima = item.lastError?.code ? `Última tentativa: ${item.lastError.message}. ` : '';
  if (emSegundos !== null) return `${ultima}Nova tentativa em ${emSegundos} s`;
  return ultima ? ultima.trim() : 'Aguardando envio';
}

function OutboxItemCard({
  item,
  sending = false,
  children,
}: {
  item: OutboxItem;
  sending?: boolean;
  children?: ReactNode;
}) {
  return (
    <CartaoDoItem item={item}>
      <UploadBar item={item} sending={sending} />
      {children}
    </CartaoDoItem>
  );
}

function itemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'itens'}`;
}

/** Waiting and refused apart: a refused item will not go by itself, it waits for the user. */
function badgeName(pending: number, failed: number, conflicts: number): string {
  if (pending === 0 && failed === 0 && conflicts === 0) return 'Sincronização: nada aguardando';
  const parts: string[] = [];
  if (pending > 0) parts.push(`${itemCount(pending)} aguardando`);
  if (failed > 0) parts.push(`${failed === 1 ? '1 não aceito' : `${failed} não aceitos`}`);
  if (conflicts > 0) parts.push(`${conflicts} em conflito`);
  if (pending === 0 && failed > 0)
    parts[0] = `${itemCount(failed)} não ${failed === 1 ? 'aceito' : 'aceitos'}`;
  if (pending === 0 && failed === 0) parts[0] = `${itemCount(conflicts)} em conflito`;
  return `Sincronização: ${parts.join(', ')}`;
}

/**
 * Other users' work on a shared phone, told without saying whose or how much (issue 40): the next
 * officer learns only why the phone still holds something, not a colleague's matrícula or workload.
 */
const OUTROS_AGUARDAM = 'Há itens de outro usuário neste aparelho: serão enviados quando ele entrar de novo.';

/** An item that names a record whose create the server refused (retidos.ts). */
const RETIDO = 'Depende de um item não aceito pelo servidor: envie-o de novo ou descarte-o, abaixo.';

/**
 * Header control: how much of the current user's work is waiting to reach the server, and the list
 * to send, retry or discard it. Other users' items are only mentioned: they are sent, retried or
 * discarded in their own session.
 */
export function SyncButton() {
  const { user } = useSession();
  const allItems = useOutboxItems();
  const items = allItems.filter((item) => item.userId === user?.id);
  const outrosAguardam = allItems.some((item) => item.userId !== user?.id);
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [toDiscard, setToDiscard] = useState<OutboxItem | null>(null);
  const { semConexao, navegadorOffline } = useSemConexao();
  const emSegundos = useNovaTentativa();
  const wifi = useAguardaWifi();

  const pending = items.filter((item) => item.status === 'pending');
  const presos = retidos(items);
  useSetPendencias(items);
  const failed = items.filter((item) => item.status === 'failed');
  const conflicts = items.filter((item) => item.status === 'conflict');
  const sending = useSending();
  const acoes = (item: OutboxItem) => ({
    onRetry: () => void run(() => retry(item.id)),
    onDiscard: () => setToDiscard(item),
    onResolve: (escritas: [OutboxRequest, ...OutboxRequest[]]) =>
      void run(() => resolve(item.id, ...escritas)),
    onOpen: () => setOpened(false),
  });

  async function run(action: () => Promise<unknown>): Promise<void> {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  async function confirmDiscard(item: OutboxItem): Promise<void> {
    setToDiscard(null);
    await discard(item.id);
  }

  return (
    <>
      <Indicator
        label={failed.length + conflicts.length}
        disabled={failed.length + conflicts.length === 0}
        color="red"
        position="bottom-end"
        size={18}
        offset={4}
      >
        <Indicator label={pending.length} disabled={pending.length === 0} color="orange" size={18} offset={4}>
          <ActionIcon
            variant="default"
            size={44}
            onClick={() => setOpened(true)}
            aria-label={badgeName(pending.length, failed.length, conflicts.length)}
          >
            {items.length === 0 ? <IconCloudCheck size={20} /> : <IconCloudUpload size={20} />}
          </ActionIcon>
        </Indicator>
      </Indicator>

      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="bottom"
        size="auto"
        title="Sincronização"
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        <Stack gap="sm">
          {semConexao && pending.length > 0 && (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconWifiOff size={18} />}
              title="Sem conexão com a Internet"
            >
              Os itens serão enviados quando a conexão voltar.
            </Alert>
          )}
          <Button
            leftSection={<IconRefresh size={18} />}
            loading={busy}
            disabled={pending.length === 0}
            onClick={() => void run(syncNow)}
            fullWidth
          >
            {`Sincronizar agora (${pending.length})`}
          </Button>
          {items.length === 0 && (
            <Text c="dimmed">
              {!outrosAguardam
                ? 'Todos os dados estão sincronizados.'
                : 'Todos os seus dados estão sincronizados.'}
            </Text>
          )}
          <Stack gap="xs">
            {pending.length > 0 && <Title order={5}>Aguardando envio</Title>}
            {pending.map((item) => {
              const indo = sending === item.id;
              const conferir = !indo && item.aConferir === true;
              const esperaWifi = !indo && !conferir && wifi.aguarda(item);
              const status =
                esperaWifi || conferir
                  ? null
                  : presos.has(item.id)
                    ? RETIDO
                    : pendingStatus(item, { sending: indo, navegadorOffline, semConexao, emSegundos });
              return (
                <OutboxItemCard key={item.id} item={item} sending={indo}>
                  {status && (
                    <Text size="sm" c="dimmed">
                      {status}
                    </Text>
                  )}
                  {conferir && <ConteudoDoItem item={item} />}
                  {conferir && (
                    <AConferir
                      busy={busy}
                      onEnviar={() => void run(() => confirmarItem(item.id))}
                      onDescartar={() => setToDiscard(item)}
                    />
                  )}
                  {esperaWifi && (
                    <AguardandoWifi
                      item={item}
                      limiteMb={wifi.limiteMb}
                      busy={busy}
                      onEnviar={() => void run(() => sendOverCellular(item.id))}
                    />
                  )}
                </OutboxItemCard>
              );
            })}
            {conflicts.length > 0 && <Title order={5}>Em conflito</Title>}
            {conflicts.map((item) => (
              <ItemRecusado key={item.id} item={item} busy={busy} {...acoes(item)} />
            ))}
            {failed.length > 0 && <Title order={5}>Não aceitos pelo servidor</Title>}
            {failed.map((item) => (
              <ItemRecusado key={item.id} item={item} busy={busy} {...acoes(item)} />
            ))}
          </Stack>
          {outrosAguardam && (
            <Text size="sm" c="dimmed">
              {OUTROS_AGUARDAM}
            </Text>
          )}
        </Stack>
      </Drawer>

      <ConfirmDialog
        opened={toDiscard !== null}
        title="Tem certeza?"
        confirmLabel="Descartar"
        confirmIcon={<IconTrash size={18} />}
        danger
        onConfirm={() => toDiscard && void confirmDiscard(toDiscard)}
        onCancel={() => setToDiscard(null)}
      >
        <Stack gap="sm">
          <Text>Você não poderá reverter esta ação!</Text>
          {toDiscard && <Text fw={500}>{toDiscard.label}</Text>}
          {toDiscard && camposDigitados(toDiscard).length > 0 && (
            <>
              <Text size="sm">Estes dados digitados serão perdidos:</Text>
              <ConteudoDoItem item={toDiscard} />
            </>
          )}
        </Stack>
      </ConfirmDialog>
    </>
  );
}
