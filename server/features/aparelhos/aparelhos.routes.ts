import type { aparelhosEndpoints } from '../../../shared/api/aparelhos';
import type { Handlers } from '../../http/register';
import { registerAparelho } from './aparelho.service';

/** The installed apps whose keys sign what their camera captures (issue 39). */
export const aparelhosHandlers = {
  registerAparelho: ({ ctx, body }) => registerAparelho(ctx, body),
} satisfies Pick<Handlers, keyof typeof aparelhosEndpoints>;
