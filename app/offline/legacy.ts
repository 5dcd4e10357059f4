/**
 * The outbox of ripDB version 1 held HTTP requests (method, url, body, files). Version 2 holds typed
 * operations; this turns each waiting request into the operation it was, once, during the upgrade.
 * The paths here are the old ones, frozen: they are not the API's anymore.
 */
import type { Operation } from './fila/operation';

interface LegacyItem {
  method?: unknown;
  url?: unknown;
  body?: unknown;
  files?: { field: string; blob: Blob; name: string }[];
  casoId?: unknown;
  [key: string]: unknown;
}

type Params = Record<string, string>;
type Body = Record<string, unknown>;

interface LegacyRoute {
  /** 'METHOD path', the path as version 1 wrote it after the API prefix. */
  request: string;
  convert: (params: Params, body: Body, item: LegacyItem) => Operation | null;
}

const papeis = [
  ['vitimas', 'Vitima'],
  ['testemunhas', 'Testemunha'],
  ['suspeitos', 'Suspeito'],
] as const;

const ROUTES: LegacyRoute[] = [
  {
    request: 'POST casos',
    convert: (_p, body) => ({ op: 'createCaso', input: { body } }) as Operation,
  },
  {
    request: 'PUT casos/:casoId/nome',
    convert: (params, body) => ({ op: 'renameCaso', input: { params, body } }) as Operation,
  },
  {
    request: 'DELETE casos/:casoId',
    convert: (params) => ({ op: 'deleteCaso', input: { params } }) as Operation,
  },
  ...papeis.flatMap(([colecao, nome]): LegacyRoute[] => [
    {
      request: `POST casos/:casoId/${colecao}`,
      convert: (params, body) => ({ op: `create${nome}`, input: { params, body } }) as Operation,
    },
    {
      request: `PUT casos/:casoId/${colecao}/:pessoaId`,
      convert: (params, body) => ({ op: `update${nome}`, input: { params, body } }) as Operation,
    },
    {
      request: `DELETE casos/:casoId/${colecao}/:pessoaId`,
      convert: (params) => ({ op: `delete${nome}`, input: { params } }) as Operation,
    },
  ]),
  {
    // The case travelled in the fields; it is in the path now.
    request: 'POST pessoas/:pessoaId/documentos',
    convert: ({ pessoaId }, { caso_id, ...fields }, item) => {
      const file = item.files?.[0];
      if (!file || typeof caso_id !== 'string' || !pessoaId) return null;
      return {
        op: 'createDocumento',
        input: { params: { casoId: caso_id, pessoaId }, fields, file: { blob: file.blob, name: file.name } },
      } as Operation;
    },
  },
  {
    request: 'DELETE pessoas/:pessoaId/documentos/:documentoId',
    convert: ({ pessoaId, documentoId }, _body, item) => {
      if (typeof item.casoId !== 'string') return null;
      return {
        op: 'deleteDocumento',
        input: { params: { casoId: item.casoId, pessoaId, documentoId } },
      } as Operation;
    },
  },
  {
    request: 'POST unidades',
    convert: (_p, body) => ({ op: 'createUnidade', input: { body } }) as Operation,
  },
];

/** The path's parameters when `url` has its shape, segment by segment; null when it does not. */
function matchPath(path: string, url: string): Params | null {
  const expected = path.split('/');
  const actual = url.split('?')[0]?.replace(/^\//, '').split('/') ?? [];
  if (expected.length !== actual.length) return null;
  const params: Params = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(value);
    else if (segment !== value) return null;
  }
  return params;
}

/** The operation a version 1 request was, or null when it is none the app ever wrote. */
export function operationOfLegacy(item: LegacyItem): Operation | null {
  if (typeof item.method !== 'string' || typeof item.url !== 'string') return null;
  const body = (item.body ?? {}) as Body;
  for (const route of ROUTES) {
    const [method, path = ''] = route.request.split(' ');
    if (method !== item.method) continue;
    const params = matchPath(path, item.url);
    if (params) return route.convert(params, body, item);
  }
  return null;
}

/**
 * The version 2 item for a version 1 one: the same id, user, order, attempts and state, the request
 * as its operation. One the app never wrote is kept failed, with its request, for the user to see.
 */
export function fromLegacyItem(item: Record<string, unknown>): Record<string, unknown> {
  const { method, url, body, files, preview: _preview, ...kept } = item as LegacyItem;
  const operation = operationOfLegacy(item as LegacyItem);
  if (operation) return { ...kept, ...operation };
  return {
    ...kept,
    op: 'desconhecida',
    input: { method, url, body, files },
    status: 'failed',
    lastError: {
      code: null,
      message: 'Operação de uma versão anterior do aplicativo que não pode ser enviada.',
    },
  };
}
