import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APARELHO_HEADER } from '../../shared/constants';
import { ApiError, call, NetworkError, setRecusaHandler, setUnauthorizedHandler } from './api';
import { APARELHO_STORAGE_KEY } from './request';

const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function lastCall(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

const CASO = '0b7e7f1e-5d4c-4f1a-9a77-2d9c6c0f0001';
const PESSOA = 'b0000000-0000-4000-8000-000000000001';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

describe('call: operations by name', () => {
  it('GETs the operation path with its query, cookies, without the CSRF header, and checks the answer', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        data: [
          {
            id: PESSOA,
            nome: 'Ana',
            vulgo: null,
            cpf: null,
            data_nascimento: null,
            mae: null,
            cpf_mascarado: null,
          },
        ],
      }),
    );
    const answer = await call('searchPessoasCadastradas', { query: { q: 'Ana' } });
    expect(answer.data[0]?.nome).toBe('Ana');
    const { url, init, headers } = lastCall();
    expect(url).toBe('/rip-app/api/pessoas/busca?q=Ana');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(headers.has('x-rip-csrf')).toBe(false);
  });

  it('fills the path parameters, sends JSON with the CSRF header on a write', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await call('deleteVitima', { params: { casoId: CASO, pessoaId: PESSOA } });
    const { url, init, headers } = lastCall();
    expect(url).toBe(`/rip-app/api/casos/${CASO}/vitimas/${PESSOA}`);
    expect(init.method).toBe('DELETE');
    expect(init.body).toBeUndefined();
    expect(headers.get('x-rip-csrf')).toBe('1');
    expect(headers.get('content-type')).toBeNull();

    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await call('changePassword', { body: { current_password: 'senha-atual', password: 'nova-senha-boa' } });
    expect(lastCall().init.body).toBe('{"current_password":"senha-atual","password":"nova-senha-boa"}');
    expect(lastCall().headers.get('content-type')).toBe('application/json');
  });

  it('sends an upload as multipart, the fields before the file, and leaves the boundary to the browser', async () => {
    fetchMock.mockResolvedValue(json(201, {}));
    const blob = new Blob(['x'], { type: 'image/png' });
    await call('createDocumento', {
      params: { casoId: CASO, pessoaId: PESSOA },
      fields: { id: CASO, tipo: 'RG', sha256: 'a'.repeat(64) },
      file: { blob, name: 'rg.png' },
    }).catch(() => undefined);
    const { init, headers } = lastCall();
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['id', 'tipo', 'sha256', 'file']);
    expect(headers.has('content-type')).toBe(false);
  });

  it('refuses an answer that is not what the operation declares', async () => {
    fetchMock.mockResolvedValue(json(200, { nada: true }));
    await expect(call('listMunicipios', {})).rejects.toThrow();
  });

  it("turns the server's {code, message, issues} into an ApiError", async () => {
    const issues = [{ path: 'password', message: 'A senha é muito curta.' }];
    fetchMock.mockResolvedValue(json(422, { code: 'UNPROCESSABLE', message: 'Dados inválidos.', issues }));
    const error = await call('changePassword', { body: { current_password: 'y', password: 'x' } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'UNPROCESSABLE', message: 'Dados inválidos.', issues });
  });

  it('keeps the status of an error that is not the API format', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await call('listUnidades', {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, code: null, message: '', issues: [] });
  });

  it('reports a request that got no answer as a NetworkError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(call('listUnidades', {})).rejects.toBeInstanceOf(NetworkError);
  });

  it('lets an abort through unchanged', async () => {
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(call('listUnidades', {})).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('tells the session layer about a 401, except where the caller expects one', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValueOnce(json(401, { code: 'SESSION_EXPIRED', message: 'Sessão expirada.' }));
    await expect(call('listUnidades', {})).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(json(401, { code: 'INVALID_CREDENTIALS', message: 'Inválidas.' }));
    await expect(
      call('login', { body: { matricula: '1000001', password: 'x' } }, { handleUnauthorized: false }),
    ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('names the device on every call, and tells the session layer of a lost device whatever the call expected (issue 43)', async () => {
    const guardado = new Map([[APARELHO_STORAGE_KEY, 'a0000000-0000-4000-8000-000000000043']]);
    vi.stubGlobal('localStorage', { getItem: (chave: string) => guardado.get(chave) ?? null });
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const perdido = { code: 'APARELHO_PERDIDO', message: 'Este aparelho foi marcado como perdido.' };
    fetchMock.mockResolvedValueOnce(json(401, perdido));
    await expect(
      call('login', { body: { matricula: '1000001', password: 'x' } }, { handleUnauthorized: false }),
    ).rejects.toMatchObject({ code: 'APARELHO_PERDIDO' });
    expect(lastCall().headers.get(APARELHO_HEADER)).toBe('a0000000-0000-4000-8000-000000000043');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toMatchObject({ code: 'APARELHO_PERDIDO' });
  });
});

describe('call: the administrators’ step-up (issue 43)', () => {
  const pedido = { code: 'CONFIRMACAO_NECESSARIA', message: 'Ler o log do sistema pede a confirmação.' };
  afterEach(() => setRecusaHandler(null));

  it('asks for the touch and tries the act once more when it was given', async () => {
    fetchMock.mockResolvedValueOnce(json(403, pedido)).mockResolvedValueOnce(json(200, { ok: true }));
    const handler = vi.fn(async (error: ApiError) => error.code === 'CONFIRMACAO_NECESSARIA');
    setRecusaHandler(handler);
    await expect(call('deletePasskey', { params: { passkeyId: 'abc' } })).resolves.toEqual({ ok: true });
    expect(handler).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('refuses as the server said when the touch is not given, without trying again', async () => {
    fetchMock.mockResolvedValue(json(403, pedido));
    setRecusaHandler(async () => false);
    await expect(call('deletePasskey', { params: { passkeyId: 'abc' } })).rejects.toMatchObject({
      code: 'CONFIRMACAO_NECESSARIA',
    });
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
