/**
 * The steps of a run: each item, and before an item with files a step that sends its files. The
 * files of a vestígio need not wait for the items queued before it (an upload joins no list and
 * names no record until its item is sent), so they go while earlier items are on their way, and the
 * item itself, when its turn comes, only names them.
 */
import type { OutboxItem } from '../db';
import { arquivosDependemDe, dependencias, marcaDe } from './dependencias';

export interface Passo {
  item: OutboxItem;
  /** Only the item's files; the item itself is the step after. */
  arquivos: boolean;
}

/** The steps in sending order, and for each the positions of the earlier steps it waits for. */
export function passosDe(fila: readonly OutboxItem[]): { passos: Passo[]; waitsFor: number[][] } {
  const deps = dependencias(fila);
  const marcas = fila.map(marcaDe);
  const passos: Passo[] = [];
  const waitsFor: number[][] = [];
  // Where each item's own step is, for the steps after it that wait for it.
  const passoDoItem: number[] = [];
  fila.forEach((item, i) => {
    const marca = marcas[i];
    const antes = (deps[i] ?? []).map((j) => passoDoItem[j] as number);
    if (marca && item.uploads?.length) {
      waitsFor.push(
        (deps[i] ?? [])
          .filter((j) => arquivosDependemDe(marca, marcas[j] as typeof marca))
          .map((j) => passoDoItem[j] as number),
      );
      passos.push({ item, arquivos: true });
      antes.push(passos.length - 1);
    }
    passoDoItem[i] = passos.length;
    passos.push({ item, arquivos: false });
    waitsFor.push(antes);
  });
  return { passos, waitsFor };
}
