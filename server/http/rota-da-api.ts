import type { FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../shared/constants';

/**
 * Whether the request reached an API route. By the route the router matched, not the URL as sent:
 * the router decodes the path and takes an absolute URL, so '/rip-app/%61pi/…' and
 * 'http://host/rip-app/api/…' reach an API route while their text does not begin with its prefix.
 * With no route matched (a 404), the path as sent.
 */
export function daApi(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? request.url).startsWith(API_PREFIX);
}
