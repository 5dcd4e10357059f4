/**
 * 'Atualizar' in one tab reloads every tab of the app (the new version takes them all over): before
 * it does, every open tab writes what its forms hold (issue 40), so no tab is reloaded with typing
 * not yet on the device, and each tab finds its own draft after the reload (useDraft).
 */
import { flushDrafts } from '../components/form/draft-flush';
import { abasAbertas, idDaAba } from './aba';

const CANAL = 'rip-rascunhos';
/** A tab frozen in the background cannot answer; what it had typed was written as it was hidden. */
const ESPERA_MS = 3_000;

interface Pedido {
  type: 'gravar' | 'gravados';
  pedido: string;
  aba?: string;
}

let canal: BroadcastChannel | null = null;

/** Once per page: answers the other tabs' requests to write the drafts, after writing them. */
export function ouvirPedidosDeRascunho(): void {
  if (canal || typeof BroadcastChannel === 'undefined') return;
  const aberto = new BroadcastChannel(CANAL);
  canal = aberto;
  idDaAba();
  aberto.addEventListener('message', (event: MessageEvent<Pedido>) => {
    if (event.data?.type !== 'gravar') return;
    void flushDrafts().then(() =>
      aberto.postMessage({ type: 'gravados', pedido: event.data.pedido, aba: idDaAba() } satisfies Pedido),
    );
  });
}

/** Every open tab writes its drafts, this one first; resolves when all answered (or after 3 s). */
export async function gravarRascunhosDasAbas(): Promise<void> {
  await flushDrafts();
  const aberto = canal;
  if (!aberto) return;
  const faltam = new Set([...(await abasAbertas())].filter((aba) => aba !== idDaAba()));
  if (faltam.size === 0) return;
  const pedido = crypto.randomUUID();
  await new Promise<void>((resolve) => {
    const fim = () => {
      clearTimeout(timer);
      aberto.removeEventListener('message', ouvir);
      resolve();
    };
    const ouvir = (event: MessageEvent<Pedido>) => {
      if (event.data?.type !== 'gravados' || event.data.pedido !== pedido) return;
      faltam.delete(event.data.aba ?? '');
      if (faltam.size === 0) fim();
    };
    const timer = setTimeout(fim, ESPERA_MS);
    aberto.addEventListener('message', ouvir);
    aberto.postMessage({ type: 'gravar', pedido } satisfies Pedido);
  });
}
