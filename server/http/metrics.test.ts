import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealPendingLogs } from '../audit/sequencer';
import { loadEnv } from '../env';
import { setupTestServer } from '../test/harness';
import { pessoasApi } from '../test/pessoas-fixtures';
import { slowPatch } from '../test/slow-patch';
import { listening, tusClient, tusFile } from '../test/tus';
import { type MetricsServer, serveMetrics } from './metrics-server';

const server = setupTestServer();
const { criarCaso } = pessoasApi(server);
const TOKEN = 'token-de-teste-das-metricas';
let metrics: MetricsServer;

beforeAll(async () => {
  metrics = await serveMetrics(server.metrics, { port: 0, host: '127.0.0.1', token: TOKEN });
});
afterAll(() => metrics?.close());

const scrape = async (token = TOKEN) =>
  fetch(`http://127.0.0.1:${metrics.port}/metrics`, { headers: { authorization: `Bearer ${token}` } });

async function figures(): Promise<string> {
  const response = await scrape();
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The value of one series, by its exact name and labels as Prometheus prints them. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('answers only on its own port, and only with the token', async () => {
    expect((await scrape('outro-token-qualquer-errado')).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${metrics.port}/metrics`)).status).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await server.api({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('counts requests by the operation of the endpoint table and status, with their latency', async () => {
    const cookie = await server.login('delegado');
    const caso = await criarCaso(cookie);
    for (let i = 0; i < 3; i += 1) await server.api({ method: 'GET', url: `/casos/${caso.id}`, cookie });
    await server.api({ method: 'GET', url: `/casos/${caso.id}/nao-existe`, cookie });
    const text = await figures();
    const reads = 'rip_http_request_duration_seconds_count{operation="getCaso",method="GET",status="200"}';
    expect(value(text, reads)).toBe(3);
    expect(
      value(
        text,
        'rip_http_request_duration_seconds_bucket{le="+Inf",operation="getCaso",method="GET",status="200"}',
      ),
    ).toBe(3);
    expect(text).toContain('operation="login",method="POST",status="200"');
    expect(text).toContain('operation="sem_rota",method="GET",status="404"');
    // Never a raw URL: a series per case would grow without end.
    expect(text).not.toContain(caso.id);
  });

  it('shows the pool, the audit rows waiting for their seal and the event-loop delay', async () => {
    const cookie = await server.login('delegado');
    await criarCaso(cookie);
    // Tests seal by hand: the rows written above wait until then.
    const before = await figures();
    expect(value(before, 'rip_audit_unsealed_rows')).toBeGreaterThan(0);
    await sealPendingLogs(server.db);
    const after = await figures();
    expect(value(after, 'rip_audit_unsealed_rows')).toBe(0);
    expect(value(after, 'rip_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(value(after, 'rip_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(value(after, 'rip_db_pool_connections{state="waiting"}')).toBe(0);
    expect(value(after, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts an upload while its bytes are still arriving', async () => {
    const cookie = await server.login('delegado');
    const caso = await criarCaso(cookie);
    const base = await listening(server);
    const file = tusFile('video', 'video/mp4', randomBytes(256 * 1024));
    expect((await tusClient(base, cookie).create(caso.id, file)).status).toBe(201);
    expect(value(await figures(), 'rip_uploads_in_progress')).toBe(0);

    const patch = slowPatch(base, cookie, file.id, file.bytes);
    await patch.started;
    await expect.poll(async () => value(await figures(), 'rip_uploads_in_progress')).toBe(1);
    expect(await patch.finish()).toBe(204);
    await expect.poll(async () => value(await figures(), 'rip_uploads_in_progress')).toBe(0);
    expect(await figures()).toContain('operation="tus",method="PATCH",status="204"');
  });

  it('refuses to listen beyond this machine without a token', () => {
    const base = { NODE_ENV: 'test', METRICS_PORT: '9464' };
    expect(() => loadEnv({ ...base, METRICS_HOST: '0.0.0.0' })).toThrow(/METRICS_TOKEN/);
    expect(loadEnv({ ...base, METRICS_HOST: '0.0.0.0', METRICS_TOKEN: TOKEN }).METRICS_HOST).toBe('0.0.0.0');
    expect(loadEnv(base).METRICS_HOST).toBe('127.0.0.1');
  });
});
