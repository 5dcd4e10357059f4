/**
 * Every operation of the endpoint table, called with generated input — of the declared shape and
 * hostile — as a user holding every permission and a member of a real case. No answer may be a 5xx,
 * a success must match the operation's response schema, and an error must be `{code, message}`
 * with a code the operation declares (and so the OpenAPI document lists), its message in Portuguese.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, OPERATION_NAMES, type OperationName } from '../../shared/api';
import { type Endpoint, isBinary } from '../../shared/api/endpoint';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../shared/constants';
import { ERROR_CODES, type ErrorCode, isApiErrorBody } from '../../shared/errors';
import { loginFalhas, users } from '../db/schema';
import { hostileText, inputsOf } from '../test/arbitrary';
import { type CasoCompleto, criarCasoCompleto, multipart } from '../test/fixtures';
import { setupTestServer } from '../test/harness';
import { PERSONAS } from '../test/personas';
import { errorCodesOf } from './register';

const server = setupTestServer({ LOGIN_RATE_LIMIT_PER_MINUTE: '100000' });
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const tally = { requests: 0, fiveHundreds: 0 };

afterAll(() => {
  console.log(
    `fuzz: ${OPERATION_NAMES.length} operações × ${RUNS} entradas = ${tally.requests} requisições, ${tally.fiveHundreds} respostas 5xx`,
  );
});

function realIds(caso: CasoCompleto): Record<string, string> {
  return {
    casoId: caso.casoId,
    pessoaId: caso.pessoaId,
    documentoId: caso.documentoId,
    mediaId: caso.mediaId,
    matricula: caso.matricula,
    compartilhamentoId: caso.compartilhamentoId,
  };
}

/** Each path parameter: the real record's id mostly, else any uuid or hostile text. */
function paramsArbitrary(endpoint: Endpoint, ids: Record<string, string>) {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  return fc.record(
    Object.fromEntries(
      names.map((name) => [
        name,
        fc.oneof({ weight: 4, arbitrary: fc.constant(ids[name] ?? '') }, fc.uuid(), hostileText),
      ]),
    ),
  );
}

const pick = <T>(arbs: { valid: fc.Arbitrary<T>; hostile: fc.Arbitrary<T> }) =>
  fc.oneof({ weight: 2, arbitrary: arbs.valid }, arbs.hostile);

function inputArbitrary(endpoint: Endpoint, ids: Record<string, string>) {
  return fc.record({
    params: paramsArbitrary(endpoint, ids),
    query: endpoint.query ? pick(inputsOf(endpoint.query)) : fc.constant(undefined),
    body: endpoint.body ? pick(inputsOf(endpoint.body)) : fc.constant(undefined),
    fields: endpoint.upload ? pick(inputsOf(endpoint.upload.fields)) : fc.constant(undefined),
    file: fc.oneof(fc.uint8Array({ maxLength: 64 }), fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))),
    malformed: fc.constantFrom('no', 'no', 'no', 'no-boundary', 'truncated'),
  });
}

type Input = ReturnType<typeof inputArbitrary> extends fc.Arbitrary<infer T> ? T : never;

function urlOf(endpoint: Endpoint, input: Input): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(input.params[name] ?? '')),
  );
  if (input.query === undefined || input.query === null || typeof input.query !== 'object') return path;
  const search = new URLSearchParams(
    Object.entries(input.query as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
  );
  return `${path}?${search}`;
}

async function send(endpoint: Endpoint, input: Input, cookie: string) {
  const headers: Record<string, string> = { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE };
  const url = `/rip-app/api${urlOf(endpoint, input)}`;
  if (endpoint.upload) {
    const fields =
      input.fields && typeof input.fields === 'object'
        ? Object.fromEntries(Object.entries(input.fields).map(([key, value]) => [key, String(value)]))
        : {};
    const body = await multipart(fields, {
      bytes: Buffer.from(input.file),
      name: 'doc.png',
      type: 'image/png',
    });
    if (input.malformed === 'no-boundary') body.headers['content-type'] = 'multipart/form-data';
    const payload =
      input.malformed === 'truncated' ? body.payload.subarray(0, body.payload.length - 20) : body.payload;
    return server.app.inject({
      method: endpoint.method,
      url,
      headers: { ...headers, ...body.headers },
      payload,
    });
  }
  return server.app.inject({
    method: endpoint.method,
    url,
    headers,
    ...(endpoint.body
      ? {
          payload: JSON.stringify(input.body ?? null),
          headers: { ...headers, 'content-type': 'application/json' },
        }
      : {}),
  });
}

const jsonOf = (body: string): unknown => {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * A 502 the operation declares: the service behind it is down, as the harness arranges (its
 * geocoder is a closed port), so coordinates it accepts get the declared "unavailable" answer.
 */
function upstreamDown(endpoint: Endpoint, status: number, body: string): boolean {
  const json = jsonOf(body);
  return (
    status === 502 &&
    isApiErrorBody(json) &&
    ERROR_CODES[json.code] === 502 &&
    errorCodesOf(endpoint).includes(json.code)
  );
}

/** Words of a library's default message (Zod's, Fastify's), which must reach no user. */
const INGLES = /\b(Invalid|expected|received|Too (big|small)|Required|must be)\b/;

/** What is wrong with an answer, or null. */
function problemOf(name: OperationName, endpoint: Endpoint, status: number, body: string): string | null {
  if (status >= 500 && !upstreamDown(endpoint, status, body)) return `${status}: ${body.slice(0, 300)}`;
  const json = jsonOf(body);
  if (status >= 400) {
    if (!isApiErrorBody(json)) return `${status} sem {code, message}: ${body.slice(0, 200)}`;
    if (ERROR_CODES[json.code] !== status) return `${status} com o código ${json.code}`;
    const declared = new Set<ErrorCode>(errorCodesOf(endpoint));
    if (!declared.has(json.code)) return `${name} respondeu ${json.code}, que não declara`;
    if (INGLES.test(json.message)) return `${status} com mensagem em inglês: ${json.message.slice(0, 200)}`;
    return null;
  }
  if (status >= 300 || isBinary(endpoint.response)) return null;
  const parsed = endpoint.response.safeParse(json);
  return parsed.success ? null : `${status} fora do schema: ${parsed.error.issues[0]?.message}`;
}

describe('every operation under generated input', () => {
  it.each(OPERATION_NAMES)('%s never answers 5xx nor outside its declared schemas', async (name) => {
    const endpoint: Endpoint = ENDPOINTS[name];
    const cookie = await server.login('admin');
    const caso = await criarCasoCompleto(server, cookie);
    const [admin] = await server.db.select().from(users).where(eq(users.matricula, PERSONAS.admin.matricula));
    const problems: string[] = [];
    try {
      await fc.assert(
        fc.asyncProperty(inputArbitrary(endpoint, realIds(caso)), async (input) => {
          const response = await send(endpoint, input, cookie);
          tally.requests += 1;
          if (response.statusCode >= 500 && !upstreamDown(endpoint, response.statusCode, response.body)) {
            tally.fiveHundreds += 1;
          }
          const problem = problemOf(name, endpoint, response.statusCode, response.body);
          if (problem) problems.push(`${problem}\n  entrada: ${JSON.stringify(input).slice(0, 400)}`);
          return problem === null;
        }),
        { numRuns: RUNS, interruptAfterTimeLimit: 20_000, endOnFailure: true },
      );
    } catch {
      // The problem found is reported below, with the input that caused it.
    } finally {
      // A generated password change (its wrong current passwords count as failed logins) must not
      // lock the next operation out.
      if (admin) {
        await server.db.update(users).set({ passwordHash: admin.passwordHash }).where(eq(users.id, admin.id));
        await server.db.delete(loginFalhas).where(eq(loginFalhas.matricula, admin.matricula));
      }
    }
    expect(problems).toEqual([]);
  });
});
