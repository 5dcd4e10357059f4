import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Endpoints, OperationInput, OperationName, OperationOutput } from '../../shared/api';
import { ApiError, call, NetworkError } from '../lib/api';
import { queryClient } from '../lib/query-client';
import { cachedRead, storeRead } from './read-cache';

/** Operations that only read. */
export type ReadOperation = {
  [Op in OperationName]: Endpoints[Op]['method'] extends 'GET' ? Op : never;
}[OperationName];

/** The query key of a read: the operation's name, then what it was asked with. */
export function queryKeyOf<Op extends ReadOperation>(op: Op, input?: OperationInput<Op>): readonly unknown[] {
  return input === undefined ? [op] : [op, input];
}

export interface OfflineQueryOptions {
  /** Lists that change a few times a year: kept a day, and left alone when a sync refreshes the screens. */
  reference?: boolean;
  staleTime?: number;
  /** False reads only what an earlier read left in memory or on the device, without asking the server. */
  enabled?: boolean;
}

/** How long a reference list is taken as current (a day). */
export const REFERENCE_STALE_MS = 24 * 60 * 60 * 1000;

/**
 * How often a screen showing the device's copy for want of an answer asks the server again, with
 * the browser saying it is online (issue 40): a link that died with the bars up returns with no
 * 'online' event, and the screen would keep the old copy and 'Sem conexão' until opened again.
 */
const SEM_RESPOSTA_RELER_MS = 15_000;

export interface OfflineQuery<T> {
  data: T | undefined;
  /** The network failed and the device's copy is shown. */
  fromCache: boolean;
  /** When that copy was read from the server (epoch milliseconds). */
  savedAt: number | null;
  /** When the server was asked for the answer shown (0 for the device's copy, null before any). */
  askedAt: number | null;
  /** The first answer has not come yet. */
  loading: boolean;
  /** The network failed and the device holds no copy. */
  offline: boolean;
  /** The server says there is no such record (or none the user may see). */
  notFound: boolean;
  error: unknown;
  fetching: boolean;
  refetch: () => void;
}

/**
 * A read that keeps working without signal: the last answer is kept on the device and shown when
 * the network fails. `input` null reads nothing (e.g. no case selected).
 */
/**
 * How a read is asked and kept, shared by the screens' hook and the reads made ahead of them
 * (referencias.ts), so both fill the same entry.
 */
export function offlineQueryOptions<Op extends ReadOperation>(
  op: Op,
  input: OperationInput<Op> | null,
  options: OfflineQueryOptions = {},
) {
  const key = queryKeyOf(op, input ?? undefined);
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      cachedRead(JSON.stringify(key), () => call(op, input as OperationInput<Op>, { signal })),
    enabled: input !== null && options.enabled !== false,
    staleTime: options.staleTime ?? (options.reference ? REFERENCE_STALE_MS : 0),
    gcTime: options.reference ? Number.POSITIVE_INFINITY : undefined,
    // The device's copy already stands in for a failed network; a retry would only hold the screen.
    retry: false,
    refetchInterval: (query) =>
      ((query.state.data as { fromCache?: boolean } | undefined)?.fromCache ||
        query.state.error instanceof NetworkError) &&
      globalThis.navigator?.onLine !== false
        ? SEM_RESPOSTA_RELER_MS
        : false,
    meta: { reference: options.reference ?? false },
  });
}

/**
 * Keeps an answer the device already holds (e.g. a write's response) as the read of `op`, in
 * memory and on the device, so its screen opens at once and still opens without signal.
 */
export async function seedOfflineRead<Op extends ReadOperation>(
  op: Op,
  input: OperationInput<Op>,
  value: OperationOutput<Op>,
): Promise<void> {
  const key = queryKeyOf(op, input);
  const savedAt = await storeRead(JSON.stringify(key), value);
  queryClient.setQueryData(
    key,
    { value, fromCache: false, savedAt, askedAt: savedAt },
    { updatedAt: savedAt },
  );
}

/**
 * A read that keeps working without signal: the last answer is kept on the device and shown when
 * the network fails. `input` null reads nothing (e.g. no case selected).
 */
export function useOfflineQuery<Op extends ReadOperation>(
  op: Op,
  input: OperationInput<Op> | null,
  options: OfflineQueryOptions = {},
): OfflineQuery<OperationOutput<Op>> {
  const query = useQuery(offlineQueryOptions(op, input, options));
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return {
    // A record the server no longer has is not shown from an older answer.
    data: notFound ? undefined : query.data?.value,
    fromCache: query.data?.fromCache ?? false,
    savedAt: query.data?.savedAt ?? null,
    askedAt: query.data?.askedAt ?? null,
    loading: query.isPending && query.isFetching,
    offline: query.error instanceof NetworkError,
    notFound,
    error: query.error,
    fetching: query.isFetching,
    refetch: () => void query.refetch(),
  };
}
