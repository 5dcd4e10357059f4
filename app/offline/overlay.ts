/**
 * How work still waiting on the device changes what a screen shows. A feature declares, for each of
 * its write operations, a pure step from the view as read to the view with that operation applied;
 * a screen folds the steps of every waiting operation, oldest first, over what the server last said.
 */
import type { OperationInput, WriteOperation } from '../../shared/api';
import type { OutboxRequest } from './db';

/** What a step knows of the waiting operation besides its input. */
export interface PendingMeta {
  /** The operation's id; for a create, the new record's. */
  id: string;
  /** When it was saved on the device (epoch milliseconds). */
  createdAt: number;
  /** The files that go before the operation (a vestígio's media), still on the device. */
  uploads?: OutboxRequest['uploads'];
}

export type OverlayStep<V, Op extends WriteOperation, C> = (
  view: V,
  input: OperationInput<Op>,
  meta: PendingMeta,
  context: C,
) => V;

/** The steps of one feature over one view. */
export type Overlay<V, C = undefined> = { [Op in WriteOperation]?: OverlayStep<V, Op, C> };

/** `pending` in sending order; an operation no overlay knows leaves the view as it is. */
export function foldPending<V, C>(
  overlays: readonly Overlay<V, C>[],
  view: V,
  pending: readonly (OutboxRequest & { createdAt?: number })[],
  context: C,
): V {
  let result = view;
  for (const item of pending) {
    const meta: PendingMeta = { id: item.id, createdAt: item.createdAt ?? Date.now(), uploads: item.uploads };
    for (const overlay of overlays) {
      const step = overlay[item.op] as OverlayStep<V, WriteOperation, C> | undefined;
      if (step) result = step(result, item.input as never, meta, context);
    }
  }
  return result;
}

/**
 * The ids of every record an operation is about: its own (a create's is the new record's), its
 * body's and its path's. A screen's mark of a record reads them to tell which item it waits on.
 */
export function recordIdsOf(item: Pick<OutboxRequest, 'id' | 'input'>): string[] {
  const input = item.input as { body?: { id?: unknown }; params?: Record<string, unknown> };
  return [item.id, input.body?.id, ...Object.values(input.params ?? {})].filter(
    (id): id is string => typeof id === 'string',
  );
}
