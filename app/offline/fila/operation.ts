import type { OperationInput, WriteOperation } from '../../../shared/api';

/** One operation of the endpoint table with its typed input: what the outbox stores and sends. */
export type Operation = { [Op in WriteOperation]: { op: Op; input: OperationInput<Op> } }[WriteOperation];
