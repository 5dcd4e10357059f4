/**
 * Every request carries an id through the log and back to the client (`x-request-id`), so an
 * operator can find a user's failed request, and the proxy's own id, when it sends a well-formed
 * one, joins its log to ours. Anything else a client sends is replaced: a header is not trusted to
 * be short or printable.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A UUID, or the token-like ids proxies make (nginx's $request_id; HAProxy's unique-id, whose
 * usual format joins hex fields with ':' and '_').
 */
const WELL_FORMED = /^[A-Za-z0-9][\w.:-]{7,127}$/;

export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

export const requestIdOptions = {
  genReqId: requestId,
  requestIdHeader: false,
} as const;

/** On the raw response, so answers that bypass Fastify's reply (tus, hijacked) carry it too. */
export function installRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    done();
  });
}
