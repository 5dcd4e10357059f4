import type { Page } from '@playwright/test';

/** An outbox item as an older app left it: an operation, its input, and what the outbox shows. */
export interface ItemAntigo {
  op: string;
  input: unknown;
  label: string;
  casoId?: string;
}

/**
 * Writes an item straight into the phone's outbox (ripDB), in the shape an older build of the app
 * stored it, for the logged-in user: what a journey needs to meet a write no screen of today makes.
 */
export async function porNaFila(page: Page, item: ItemAntigo & { id: string }): Promise<void> {
  await page.evaluate(async (item) => {
    const { user } = JSON.parse(localStorage.getItem('rip.sessao') ?? 'null');
    const request = indexedDB.open('ripDB');
    const database: IDBDatabase = await new Promise((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = database.transaction('outbox', 'readwrite');
    tx.objectStore('outbox').add({
      ...item,
      userId: user.id,
      matricula: user.matricula,
      seq: 1,
      createdAt: Date.now(),
      attempts: 0,
      lastError: null,
      status: 'pending',
    });
    await new Promise((resolve) => {
      tx.oncomplete = resolve;
    });
    database.close();
  }, item);
}
