import type { CheckpointAnchor } from '../../audit/checkpoint-store';
import type { Handlers } from '../../http/register';
import { getLogCadeia } from './log-cadeia.service';

/** The log screen's integrity status, held against the checkpoints kept outside the database. */
export function logCadeiaHandlers(anchor: CheckpointAnchor) {
  return {
    getLogCadeia: ({ ctx, query }) => getLogCadeia(ctx, anchor, query),
  } satisfies Pick<Handlers, 'getLogCadeia'>;
}
