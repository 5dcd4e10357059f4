import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, NetworkError, setUnauthorizedHandler } from './api';

const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function lastCall(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

describe('api client', () => {
  it('GETs under the API prefix with cookies, without the CSRF header, and drops empty query values', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await expect(api.get('/casos', { query: { page: 2, pessoa: '', id_caso: undefined } })).resolves.toEqual({
      ok: true,
    });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/rip-app/api/casos?page=2');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(headers.has('x-rip-csrf')).toBe(false);
  });

  it.each([
    ['POST', () => api.post('/a', { x: 1 }), '{"x":1}'],
    ['PUT', () => api.put('/a', { x: 1 }), '{"x":1}'],
    ['PATCH', () => api.patch('/a', { x: 1 }), '{"x":1}'],
    ['DELETE', () => api.delete('/a'), undefined],
  ] as const)('%s sends the CSRF header, cookies and its JSON body', async (method, call, body) => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(call()).resolves.toBeUndefined();
    const { headers, init } = lastCall();
    expect(init.method).toBe(method);
    expect(headers.get('x-rip-csrf')).toBe('1');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe(body);
    expect(headers.get('content-type')).toBe(body === undefined ? null : 'application/json');
  });

  it('leaves FormData to the browser so it sets the multipart boundary', async () => {
    fetchMock.mockResolvedValue(json(201, {}));
    const form = new FormData();
    form.append('tipo', 'DIGITAL');
    await api.post('/vestigios', form);
    const { init, headers } = lastCall();
    expect(init.body).toBe(form);
    expect(headers.has('content-type')).toBe(false);
  });

  it("turns the server's {code, message, issues} into an ApiError", async () => {
    const issues = [{ path: 'password', message: 'A senha é muito curta.' }];
    fetchMock.mockResolvedValue(json(422, { code: 'UNPROCESSABLE', message: 'Dados inválidos.', issues }));
    const error = await api.put('/auth/password', { password: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'UNPROCESSABLE', message: 'Dados inválidos.', issues });
  });

  it('keeps the status of an error that is not the API format', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await api.get('/x').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, code: null, message: '', issues: [] });
  });

  it('reports a request that got no answer as a NetworkError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/x')).rejects.toBeInstanceOf(NetworkError);
  });

  it('lets an abort through unchanged', async () => {
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(api.get('/x')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('tells the session layer about a 401, except where the caller expects one', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const expired = { code: 'SESSION_EXPIRED', message: 'Sessão expirada.' };

    fetchMock.mockResolvedValueOnce(json(401, expired));
    await expect(api.get('/casos')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(json(401, { code: 'INVALID_CREDENTIALS', message: 'Inválidas.' }));
    await expect(api.post('/auth/login', {}, { handleUnauthorized: false })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
