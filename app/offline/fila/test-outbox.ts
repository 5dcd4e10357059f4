/** Outbox items for the tests of what the device offers on a refused write. */
import type { OutboxItem } from '../db';

export const CASO_DO_ITEM = 'aaaaaaaa-0000-4000-8000-000000000001';

/** An item of the case `CASO_DO_ITEM` the server refused once; `campos` says which write and why. */
export function itemRecusado(campos: Partial<OutboxItem>): OutboxItem {
  return {
    id: crypto.randomUUID(),
    label: 'Item',
    casoId: CASO_DO_ITEM,
    userId: 'u',
    matricula: '1000003',
    seq: 1,
    createdAt: 0,
    attempts: 1,
    status: 'failed',
    lastError: null,
    ...campos,
  } as OutboxItem;
}
