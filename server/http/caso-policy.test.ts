/**
 * The policy sent with a case says what the write path will do: walked from the endpoint table, so
 * a write declared later is held to it at once. A justified reader is told it may change nothing
 * and issue nothing, and every case write (the official papers too) answers it 403; past the 24-hour
 * window the creator is told the content is closed but the papers are not, and every write that
 * declares EDIT_WINDOW_CLOSED answers exactly that, the others not.
 */

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { midiaDe, vestigioCom } from '../../scripts/corpos-vestigio.mjs';
import { ENDPOINTS, OPERATION_NAMES } from '../../shared/api';
import type { Endpoint } from '../../shared/api/endpoint';
import { POLICY_DO_CRIADOR } from '../../shared/caso/caso-policy';
import type { Caso, CasoHistorico } from '../../shared/schemas/casos';
import { logs } from '../db/schema';
import { inputsOf } from '../test/arbitrary';
import { type CasoCompleto, criarCasoCompleto, multipart, sha256 } from '../test/fixtures';
import { setupTestServer } from '../test/harness';

const server = setupTestServer({ LOGIN_RATE_LIMIT_PER_MINUTE: '100000' });

/** Every write scoped to a case, as the table declares them: the report's issue among them. */
const escritas = OPERATION_NAMES.map((name) => [name, ENDPOINTS[name] as Endpoint] as const).filter(
  ([, e]) => e.method !== 'GET' && e.caso === 'members',
);

const vitima = { crime_id: 1, estado_cadaver: 'Morte Recente', meio_morte: 'Arma de Fogo' };
/** Bodies the generator seldom gets right (a victim's rules, the timeline's event types). */
const EXEMPLOS: Record<string, (caso: Ids) => unknown> = {
  createVitima: () => ({ id: randomUUID(), pessoa: { id: randomUUID(), nome: 'Vítima Nova' }, vitima }),
  updateVitima: (caso) => ({ pessoa: { id: caso.pessoaId, nome: 'Vítima Editada' }, vitima }),
  // A seized object's four fields make a valid draw rare; the write is refused before its files.
  createVestigio: () =>
    vestigioCom([
      midiaDe({ id: randomUUID(), kind: 'photo', contentType: 'image/jpeg', bytes: Buffer.from('foto') }),
    ]),
  createAcionamento: () => ({
    id: randomUUID(),
    tipo: 'Acionamento da Polícia Civil',
    horario: new Date().toISOString(),
  }),
};

const declaraPrazo = (e: Endpoint) => e.errors?.includes('EDIT_WINDOW_CLOSED') ?? false;

/** Text a person types: the server refuses control characters before any schema. */
function digitavel(value: unknown): boolean {
  if (typeof value === 'string') return !/\p{Cc}/u.test(value);
  if (Array.isArray(value)) return value.every(digitavel);
  if (value && typeof value === 'object') return Object.values(value).every(digitavel);
  return true;
}

/** An input its schema accepts, drawn (always the same) from the generator of the fuzz test. */
function valido(nome: string, schema: z.ZodType): unknown {
  const candidato = fc
    .sample(inputsOf(schema).valid, { numRuns: 500, seed: 25 })
    .find((v) => digitavel(v) && schema.safeParse(v).success);
  if (candidato === undefined) throw new Error(`${nome}: nenhuma entrada válida gerada; dê um exemplo`);
  return candidato;
}

function caminho(endpoint: Endpoint, caso: Ids): string {
  const ids: Record<string, string> = { ...caso };
  return endpoint.path.replace(/:(\w+)/g, (_m, name: string) =>
    encodeURIComponent(ids[name] ?? randomUUID()),
  );
}

async function chamar(nome: string, endpoint: Endpoint, caso: Ids, cookie: string) {
  const url = caminho(endpoint, caso);
  if (endpoint.upload) {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#333' } })
      .png()
      .toBuffer();
    const campos = valido(nome, endpoint.upload.fields) as Record<string, unknown>;
    const fields = Object.fromEntries(
      Object.entries({ ...campos, sha256: sha256(png) }).map(([k, v]) => [k, String(v)]),
    );
    const body = await multipart(fields, { bytes: png, name: 'doc.png', type: 'image/png' });
    return server.api({ method: endpoint.method, url, cookie, ...body });
  }
  const exemplo = EXEMPLOS[nome];
  const payload = exemplo
    ? (exemplo(caso) as object)
    : endpoint.body
      ? (valido(nome, endpoint.body) as object)
      : undefined;
  return server.api({ method: endpoint.method, url, cookie, ...(payload ? { payload } : {}) });
}

/** The case's records, and a note of its creator (a missing note's delete answers as done). */
type Ids = CasoCompleto & { anotacaoId: string };

async function comAnotacao(caso: CasoCompleto, cookie: string): Promise<Ids> {
  const anotacaoId = randomUUID();
  const response = await server.api({
    method: 'POST',
    url: `/casos/${caso.casoId}/anotacoes`,
    cookie,
    payload: { id: anotacaoId, anotacao: 'Nota do criador.' },
  });
  expect(response.statusCode).toBe(201);
  return { ...caso, anotacaoId };
}

async function lerCaso(casoId: string, cookie: string): Promise<Caso> {
  const response = await server.api({ method: 'GET', url: `/casos/${casoId}`, cookie });
  expect(response.statusCode).toBe(200);
  return response.json() as Caso;
}

describe('the policy sent with a case', () => {
  // The administrator holds every permission, so only the case's own rules can refuse it.
  let admin: string;
  let doAdmin: Ids;
  let deOutro: Ids;
  beforeAll(async () => {
    admin = await server.login('admin');
    doAdmin = await comAnotacao(await criarCasoCompleto(server, admin), admin);
    const investigador = await server.login('investigador');
    deOutro = await comAnotacao(await criarCasoCompleto(server, investigador), investigador);
    const justificativa = await server.api({
      method: 'POST',
      url: `/casos/${deOutro.casoId}/acessos`,
      cookie: admin,
      payload: { id: randomUUID(), justificativa: 'Apuração de homicídio conexo.' },
    });
    expect(justificativa.statusCode).toBe(200);
  });

  it('gives the creator every ability, a member it was shared with no delete nor revoke, each note its author', async () => {
    const caso = await lerCaso(doAdmin.casoId, admin);
    expect(caso.policy).toEqual(POLICY_DO_CRIADOR);
    // The escrivão received the case through criarCasoCompleto's share.
    const compartilhado = await lerCaso(doAdmin.casoId, await server.login('escrivao'));
    expect(compartilhado.policy).toEqual({ ...POLICY_DO_CRIADOR, pode_excluir: false, pode_revogar: false });
    // A note is its author's to change: the server says so on each note (spec §6).
    const nota = (lido: Caso) => lido.anotacoes.find((a) => a.id === doAdmin.anotacaoId)?.pode_editar;
    expect(nota(caso)).toBe(true);
    expect(nota(compartilhado)).toBe(false);
  });

  it('lists each case of the history with the same policy and revision as its read', async () => {
    const historico = (await server.api({ method: 'GET', url: '/casos/historico', cookie: admin })).json();
    const doCaso = (historico as CasoHistorico).policies.find((p) => p.id === doAdmin.casoId);
    const caso = await lerCaso(doAdmin.casoId, admin);
    expect(doCaso).toEqual({
      id: caso.id,
      editavel_ate: caso.editavel_ate,
      policy: caso.policy,
      // What a delete from the list names as the revision its author saw (issue 26).
      revisao: caso.revisao,
      // What a rename from the list names as the version of the name, before the case is read.
      versao: caso.versao,
    });
  });

  it('tells a justified reader it may change nothing, and every case write refuses it', async () => {
    const caso = await lerCaso(deOutro.casoId, admin);
    expect(caso.acesso).toBe('justificado');
    expect(caso.policy).toEqual({
      pode_editar: false,
      pode_excluir: false,
      pode_compartilhar: false,
      pode_revogar: false,
      // The export is the members' (loadCasoForExport): a justified reader is not offered it.
      pode_exportar: false,
      motivo: 'SOMENTE_LEITURA',
      // Nor the report, nor a summons: it reads the case, never speaks for it (issue 39).
      pode_emitir_relatorio: false,
      motivo_emissao: 'SOMENTE_LEITURA',
    });
    const respostas: Record<string, string> = {};
    for (const [name, endpoint] of escritas) {
      const response = await chamar(name, endpoint, deOutro, admin);
      respostas[name] = `${response.statusCode} ${response.json().code}`;
    }
    expect(respostas).toEqual(Object.fromEntries(escritas.map(([name]) => [name, '403 FORBIDDEN'])));
    // Nor carries the case's evidence away whole, though it reads each file.
    const exportacao = await server.api({
      method: 'GET',
      url: `/casos/${deOutro.casoId}/vestigios/exportacao`,
      cookie: admin,
    });
    expect(`${exportacao.statusCode} ${exportacao.json().code}`).toBe('403 FORBIDDEN');
    const tentativas = await server.db
      .select({ level: logs.level, context: logs.context })
      .from(logs)
      .where(and(eq(logs.action, 'caso.exportacao_recusada'), eq(logs.casoId, deOutro.casoId)));
    expect(tentativas).toEqual([
      { level: 'WARNING', context: expect.objectContaining({ acesso: 'justificado' }) },
    ]);
  });

  it('past the window closes the content for its creator, as every write that declares it answers', async () => {
    server.clock.advance(25 * 3_600_000);
    admin = await server.login('admin');
    const caso = await lerCaso(doAdmin.casoId, admin);
    expect(caso.policy).toEqual({
      pode_editar: false,
      pode_excluir: false,
      pode_compartilhar: true,
      pode_revogar: true,
      pode_exportar: true,
      motivo: 'PRAZO_ENCERRADO',
      // A frozen case's report is how the investigation ends: still issued (issue 39).
      pode_emitir_relatorio: true,
      motivo_emissao: null,
    });
    expect(caso.anotacoes.map((a) => a.pode_editar)).toEqual([false]);
    // Each write: refused by the window (403 '24 horas'), or not refused by the case's rules at all
    // (sharing, revoking and summoning answer on their own merits: an unknown user, a missing person;
    // the report is issued, a PDF).
    const respostas: Record<string, string> = {};
    for (const [name, endpoint] of escritas) {
      const response = await chamar(name, endpoint, doAdmin, admin);
      const pdf = String(response.headers['content-type']).startsWith('application/pdf');
      const body = pdf ? {} : response.json();
      const prazo = response.statusCode === 403 && body.code === 'EDIT_WINDOW_CLOSED';
      if (prazo) expect(body.message).toContain('24 horas');
      respostas[name] = prazo ? 'prazo' : response.statusCode === 403 ? `403 ${body.code}` : 'não recusada';
    }
    expect(respostas).toEqual(
      Object.fromEntries(escritas.map(([name, e]) => [name, declaraPrazo(e) ? 'prazo' : 'não recusada'])),
    );
  });
});
