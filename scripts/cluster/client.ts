/**
 * A plain HTTP client for the cluster's test and bench, over keep-alive sockets (node:http, no
 * browser machinery in the measure): each answer says which node served it (`X-Rip-Node`).
 */
import http from 'node:http';
import { API_PREFIX, CSRF_HEADER, CSRF_HEADER_VALUE } from '../../shared/constants';

export interface Answer {
  status: number;
  node: string | null;
  body: string;
  cookie: string | null;
}

export interface Client {
  call(method: string, path: string, options?: { cookie?: string; body?: unknown }): Promise<Answer>;
  login(matricula: string, password: string): Promise<string>;
  close(): void;
}

/** `origin`: http://host:port of HAProxy or of one node. */
export function client(origin: string, maxSockets = 64): Client {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const call: Client['call'] = (method, path, options = {}) =>
    new Promise((resolve, reject) => {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const request = http.request(
        `${origin}${API_PREFIX}${path}`,
        {
          method,
          agent,
          headers: {
            accept: 'application/json',
            [CSRF_HEADER]: CSRF_HEADER_VALUE,
            ...(options.cookie ? { cookie: options.cookie } : {}),
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const setCookie = response.headers['set-cookie']?.find((c) => c.startsWith('rip_session='));
            resolve({
              status: response.statusCode ?? 0,
              node: (response.headers['x-rip-node'] as string | undefined) ?? null,
              body: Buffer.concat(chunks).toString('utf8'),
              cookie: setCookie ? (setCookie.split(';')[0] ?? null) : null,
            });
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  return {
    call,
    async login(matricula, password) {
      const answer = await call('POST', '/auth/login', { body: { matricula, password } });
      if (answer.status !== 200 || !answer.cookie)
        throw new Error(`login ${matricula}: ${answer.status} ${answer.body}`);
      return answer.cookie;
    },
    close: () => agent.destroy(),
  };
}
