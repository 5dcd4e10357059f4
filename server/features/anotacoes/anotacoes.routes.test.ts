import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compartilhamentos, users } from '../../db/schema';
import { setupTestServer } from '../../test/harness';
import { PERSONAS, type PersonaName } from '../../test/personas';
import { pessoasApi, userId } from '../../test/pessoas-fixtures';

const server = setupTestServer();
const api = pessoasApi(server);

const postNota = (cookie: string, casoId: string, payload: object) =>
  server.api({ method: 'POST', url: `/casos/${casoId}/anotacoes`, cookie, payload });
// Each write names the version it was made on (issue 39): a note as created, a case with no video
// note yet, are at version 1.
const putNota = (cookie: string, casoId: string, id: string, payload: object) =>
  server.api({
    method: 'PUT',
    url: `/casos/${casoId}/anotacoes/${id}`,
    cookie,
    payload: { versao_base: 1, ...payload },
  });
const delNota = (cookie: string, casoId: string, id: string) =>
  server.api({ method: 'DELETE', url: `/casos/${casoId}/anotacoes/${id}?versao_base=1`, cookie });
const putVideo = (cookie: string, casoId: string, payload: object) =>
  server.api({
    method: 'PUT',
    url: `/casos/${casoId}/video-nota`,
    cookie,
    payload: { versao_base: 1, ...payload },
  });
const getCaso = async (cookie: string, casoId: string) =>
  (await server.api({ method: 'GET', url: `/casos/${casoId}`, cookie })).json();

/** The user's id, the persona without a role included (it is no demo user). */
async function idDe(persona: PersonaName): Promise<string> {
  const [user] = await server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.matricula, PERSONAS[persona].matricula));
  if (!user) throw new Error(`sem usuário para ${persona}`);
  return user.id;
}

/** Another member of the case, as sharing makes one (its screen is another feature's). */
async function compartilhar(casoId: string, persona: PersonaName, por: PersonaName) {
  await server.db
    .insert(compartilhamentos)
    .values({ id: randomUUID(), casoId, userId: await idDe(persona), sharedBy: await idDe(por) });
}

async function casoComNota(texto = 'Vizinho ouviu dois disparos às 22h.') {
  const autor = await server.login('investigador');
  const caso = await api.criarCaso(autor);
  const nota = { id: randomUUID(), anotacao: texto };
  const criada = await postNota(autor, caso.id, nota);
  expect(criada.statusCode).toBe(201);
  return { autor, caso, nota };
}

describe('Anotações', () => {
  it('saves a note in its author name, once per id, newest first in the case', async () => {
    const { autor, caso, nota } = await casoComNota();
    const repetida = await postNota(autor, caso.id, nota);
    expect(repetida.statusCode).toBe(200);
    expect(repetida.json()).toMatchObject({
      id: nota.id,
      anotacao: nota.anotacao,
      caso_id: caso.id,
      user: { name: 'Carla Investigadora', matricula: '1000003' },
    });
    const outra = await postNota(autor, caso.id, { ...nota, anotacao: 'Outro texto' });
    expect(outra.json().code).toBe('IDEMPOTENCY_CONFLICT');

    await new Promise((resolve) => setTimeout(resolve, 5));
    const segunda = { id: randomUUID(), anotacao: '  Linha um\nLinha dois  ' };
    expect((await postNota(autor, caso.id, segunda)).statusCode).toBe(201);

    const lido = await getCaso(autor, caso.id);
    expect(lido.anotacoes.map((a: { anotacao: string }) => a.anotacao)).toEqual([
      'Linha um\nLinha dois',
      nota.anotacao,
    ]);
    expect(lido.contagens.anotacaoComplementar).toBe(2);
    expect(lido.contagens.relatorio).toBe(1);
    expect(await api.auditoria('anotacao.created', caso.id)).toHaveLength(2);
  });

  it("lists notes by the device's time of writing, not arrival, held between the case's creation and now", async () => {
    const autor = await server.login('investigador');
    const caso = await api.criarCaso(autor);
    const criadoEm = Date.parse((await getCaso(autor, caso.id)).created_at);
    const nota = (anotacao: string, criada_em: string) => ({ id: randomUUID(), anotacao, criada_em });
    // Minutes of the shift written on the device, sent out of order as a queue sent together may be.
    server.clock.advance(20 * 60_000);
    for (const body of [
      nota('Terceira', new Date(criadoEm + 3_000).toISOString()),
      nota('Primeira', new Date(criadoEm + 1_000).toISOString()),
      nota('Segunda', new Date(criadoEm + 2_000).toISOString()),
    ])
      expect((await postNota(autor, caso.id, body)).statusCode).toBe(201);
    const antes = await postNota(autor, caso.id, nota('Antes do caso', '2001-01-01T00:00:00.000Z'));
    const enviadaEm = server.clock.now().getTime();
    const futura = await postNota(autor, caso.id, nota('Do futuro', '2099-01-01T00:00:00.000Z'));
    const respondidaEm = server.clock.now().getTime();
    server.clock.reset();

    expect(antes.json().created_at).toBe(new Date(criadoEm).toISOString());
    // Beside the phone's time, the server's own: when it took the note, twenty minutes on.
    expect(Date.parse(antes.json().recebida_em)).toBeGreaterThanOrEqual(criadoEm + 20 * 60_000);
    expect(Date.parse(antes.json().recebida_em)).toBeLessThanOrEqual(enviadaEm);
    expect(Date.parse(futura.json().created_at)).toBeGreaterThanOrEqual(enviadaEm);
    expect(Date.parse(futura.json().created_at)).toBeLessThanOrEqual(respondidaEm);
    expect(futura.json().updated_at).toBe(futura.json().created_at);
    const lido = await getCaso(autor, caso.id);
    expect(lido.anotacoes.map((a: { anotacao: string }) => a.anotacao)).toEqual([
      'Do futuro',
      'Terceira',
      'Segunda',
      'Primeira',
      'Antes do caso',
    ]);
  });

  it.each([
    ['an empty note', ''],
    ['a note of blanks', '   \n  '],
  ])('refuses %s with the spec message', async (_caso, anotacao) => {
    const autor = await server.login('investigador');
    const caso = await api.criarCaso(autor);
    const response = await postNota(autor, caso.id, { id: randomUUID(), anotacao });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'A anotação está vazia!',
    ]);
  });

  it('refuses a note longer than the limit, and one with control characters, never with a 500; a lone surrogate is kept as U+FFFD', async () => {
    const autor = await server.login('investigador');
    const caso = await api.criarCaso(autor);
    const longa = await postNota(autor, caso.id, { id: randomUUID(), anotacao: 'a'.repeat(10_001) });
    expect(longa.statusCode).toBe(400);
    expect(longa.json().issues[0].message).toBe('Use no máximo 10000 caracteres.');
    const controle = await postNota(autor, caso.id, { id: randomUUID(), anotacao: 'a\u0007b' });
    expect(controle.statusCode).toBe(400);
    // A lone surrogate has no UTF-8 form: kept as U+FFFD, as the column would, history included.
    const video = await putVideo(autor, caso.id, { texto: 'antes \ud800 depois' });
    expect(video.statusCode, video.body).toBe(200);
    expect((await getCaso(autor, caso.id)).video_nota.texto).toBe('antes \uFFFD depois');
    // An override that would show 'Silva' as 'avliS' on the case and the report is dropped.
    const virada = await putVideo(autor, caso.id, {
      texto: 'Maria \u202Eavlis\u202C (\u2067tel\u2069)',
      versao_base: 2,
    });
    expect(virada.statusCode, virada.body).toBe(200);
    expect((await getCaso(autor, caso.id)).video_nota.texto).toBe('Maria avlis (tel)');
  });

  it('lets the author edit, once in the log however often the same edit is sent', async () => {
    const { autor, caso, nota } = await casoComNota();
    const edicao = { anotacao: 'Vizinho ouviu três disparos às 22h.' };
    const primeira = await putNota(autor, caso.id, nota.id, edicao);
    expect(primeira.statusCode).toBe(200);
    expect(primeira.json().anotacao).toBe(edicao.anotacao);
    expect(Date.parse(primeira.json().updated_at)).toBeGreaterThan(Date.parse(primeira.json().created_at));
    const repetida = await putNota(autor, caso.id, nota.id, edicao);
    expect(repetida.statusCode).toBe(200);
    expect(repetida.json()).toEqual(primeira.json());

    const editadas = await api.auditoria('anotacao.updated', caso.id);
    expect(editadas).toHaveLength(1);
    // The text replaced stays on record.
    expect(editadas[0]?.context).toMatchObject({ anotacaoId: nota.id, anterior: nota.anotacao });
    const vazia = await putNota(autor, caso.id, nota.id, { anotacao: ' ' });
    expect(vazia.json().issues[0].message).toBe('A anotação está vazia!');
  });

  it("refuses another member's edit and delete with NOT_AUTHOR, and leaves the note as it was", async () => {
    const { caso, nota } = await casoComNota();
    await compartilhar(caso.id, 'escrivao', 'investigador');
    const outro = await server.login('escrivao');

    // The other member reads the case, notes included, and writes notes of their own.
    expect((await getCaso(outro, caso.id)).anotacoes).toHaveLength(1);
    expect((await postNota(outro, caso.id, { id: randomUUID(), anotacao: 'Minha nota' })).statusCode).toBe(
      201,
    );

    const editar = await putNota(outro, caso.id, nota.id, { anotacao: 'Reescrita por outro' });
    expect(editar.statusCode).toBe(403);
    expect(editar.json()).toMatchObject({
      code: 'NOT_AUTHOR',
      message: 'Só quem escreveu a anotação pode editá-la ou apagá-la.',
    });
    const apagar = await delNota(outro, caso.id, nota.id);
    expect(apagar.statusCode).toBe(403);
    expect(apagar.json().code).toBe('NOT_AUTHOR');

    const lido = await getCaso(outro, caso.id);
    expect(lido.anotacoes.find((a: { id: string }) => a.id === nota.id)?.anotacao).toBe(nota.anotacao);
    expect(await api.auditoria('anotacao.updated', caso.id)).toHaveLength(0);
    expect(await api.auditoria('anotacao.deleted', caso.id)).toHaveLength(0);
  });

  it('lets the author delete, answering a repeated delete as the first one, with the text in the log', async () => {
    const { autor, caso, nota } = await casoComNota();
    expect((await delNota(autor, caso.id, nota.id)).json()).toEqual({ ok: true });
    const repetida = await delNota(autor, caso.id, nota.id);
    expect(repetida.statusCode).toBe(200);
    expect((await getCaso(autor, caso.id)).anotacoes).toEqual([]);
    const apagadas = await api.auditoria('anotacao.deleted', caso.id);
    expect(apagadas).toHaveLength(1);
    expect(apagadas[0]?.context).toMatchObject({ anotacaoId: nota.id, anotacao: nota.anotacao });
    // An edit of a note that is gone says so.
    const editar = await putNota(autor, caso.id, nota.id, { anotacao: 'tarde demais' });
    expect(editar.statusCode).toBe(404);
  });

  it("does not reach another case's note through this case's path", async () => {
    const { caso, nota } = await casoComNota();
    const outroAutor = await server.login('delegado');
    const outroCaso = await api.criarCaso(outroAutor);
    const editar = await putNota(outroAutor, outroCaso.id, nota.id, { anotacao: 'x' });
    expect(editar.statusCode).toBe(404);
    expect((await delNota(outroAutor, outroCaso.id, nota.id)).statusCode).toBe(404);
    // The note's own case stays hidden from a non-member.
    expect((await delNota(outroAutor, caso.id, nota.id)).statusCode).toBe(404);
  });

  it('refuses a justified (read-only) reader and a non-member, and every write after 24 hours', async () => {
    const { caso, nota } = await casoComNota();
    const perito = await server.login('perito');
    const semCaso = await postNota(perito, caso.id, { id: randomUUID(), anotacao: 'x' });
    expect(semCaso.statusCode).toBe(404);
    await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/acessos`,
      cookie: perito,
      payload: { id: randomUUID(), justificativa: 'Perícia complementar solicitada' },
    });
    const leitura = await postNota(perito, caso.id, { id: randomUUID(), anotacao: 'x' });
    expect(leitura.statusCode).toBe(403);
    expect(leitura.json().code).toBe('FORBIDDEN');
    expect((await getCaso(perito, caso.id)).anotacoes).toHaveLength(1);

    server.clock.advance(25 * 3_600_000);
    try {
      const fresh = await server.login('investigador');
      const criar = await postNota(fresh, caso.id, { id: randomUUID(), anotacao: 'tarde' });
      expect(criar.json().code).toBe('EDIT_WINDOW_CLOSED');
      expect(criar.json().message).toContain('24 horas');
      const editar = await putNota(fresh, caso.id, nota.id, { anotacao: 'tarde' });
      expect(editar.json().code).toBe('EDIT_WINDOW_CLOSED');
      const apagar = await delNota(fresh, caso.id, nota.id);
      expect(apagar.json().code).toBe('EDIT_WINDOW_CLOSED');
    } finally {
      server.clock.reset();
    }
  });

  it('is refused to a user without editar_casos even on a case shared with them', async () => {
    const autor = await server.login('investigador');
    const caso = await api.criarCaso(autor);
    await compartilhar(caso.id, 'semAcesso', 'investigador');
    const semPermissao = await server.login('semAcesso');
    const response = await postNota(semPermissao, caso.id, { id: randomUUID(), anotacao: 'x' });
    expect(response.statusCode).toBe(403);
  });
});

describe('Nota do vídeo', () => {
  it('saves the first note, replaces it with a later one, and ignores the same text again', async () => {
    const autor = await server.login('investigador');
    const caso = await api.criarCaso(autor);
    expect((await getCaso(autor, caso.id)).video_nota).toBeNull();

    const primeira = await putVideo(autor, caso.id, { texto: 'Vídeo 1: entrada do prédio.' });
    expect(primeira.statusCode).toBe(200);
    expect(primeira.json()).toMatchObject({
      texto: 'Vídeo 1: entrada do prédio.',
      user: { matricula: '1000003' },
    });
    expect((await putVideo(autor, caso.id, { texto: 'Vídeo 1: entrada do prédio.' })).statusCode).toBe(200);

    await compartilhar(caso.id, 'escrivao', 'investigador');
    const outro = await server.login('escrivao');
    const segunda = await putVideo(outro, caso.id, {
      texto: 'Vídeo 2: garagem.',
      versao_base: (await getCaso(outro, caso.id)).video_nota.versao,
    });
    expect(segunda.json()).toMatchObject({ texto: 'Vídeo 2: garagem.', user: { matricula: '1000004' } });
    expect((await getCaso(autor, caso.id)).video_nota.texto).toBe('Vídeo 2: garagem.');

    expect(await api.auditoria('video_nota.created', caso.id)).toHaveLength(1);
    const substituida = await api.auditoria('video_nota.replaced', caso.id);
    expect(substituida).toHaveLength(1);
    expect(substituida[0]?.context).toMatchObject({
      anterior: 'Vídeo 1: entrada do prédio.',
      autorAnterior: userId('investigador'),
    });
  });

  it('keeps one note per case when two first notes arrive at once', async () => {
    const autor = await server.login('investigador');
    const caso = await api.criarCaso(autor);
    const respostas = await Promise.all([
      putVideo(autor, caso.id, { texto: 'Primeira' }),
      putVideo(autor, caso.id, { texto: 'Segunda' }),
    ]);
    expect(respostas.map((r) => r.statusCode)).toEqual([200, 200]);
    const lido = await getCaso(autor, caso.id);
    expect(['Primeira', 'Segunda']).toContain(lido.video_nota.texto);
  });

  it("does not let a colleague's first note replace another first note unseen (issue 26)", async () => {
    const autor = await server.login('investigador');
    const caso = await api.criarCaso(autor);
    await compartilhar(caso.id, 'delegado', 'investigador');
    const colega = await server.login('delegado');
    // Both opened the screen with no note yet: version 1.
    const primeira = await putVideo(autor, caso.id, {
      texto: 'Câmera da padaria gravou a fuga.',
      versao_base: 1,
    });
    expect(primeira.statusCode, primeira.body).toBe(200);
    const segunda = await putVideo(colega, caso.id, { texto: 'Vídeo do vizinho, 22h10.', versao_base: 1 });
    expect(segunda.statusCode, segunda.body).toBe(409);
    expect(segunda.json()).toMatchObject({
      code: 'EDIT_CONFLICT',
      conflito: {
        campos: [
          {
            campo: 'texto',
            base: null,
            seu: 'Vídeo do vizinho, 22h10.',
            atual: 'Câmera da padaria gravou a fuga.',
          },
        ],
      },
    });
    expect((await getCaso(autor, caso.id)).video_nota.texto).toBe('Câmera da padaria gravou a fuga.');
  });

  it('needs only a login (§2.1) but a member of the case within 24 hours to write', async () => {
    const autor = await server.login('investigador');
    const caso = await api.criarCaso(autor);
    const semPermissao = await server.login('semAcesso');
    expect((await putVideo(semPermissao, caso.id, { texto: 'x' })).statusCode).toBe(404);
    await compartilhar(caso.id, 'semAcesso', 'investigador');
    expect((await putVideo(semPermissao, caso.id, { texto: 'Nota de quem só tem login' })).statusCode).toBe(
      200,
    );

    const vazia = await putVideo(autor, caso.id, { texto: '  ' });
    expect(vazia.statusCode).toBe(400);
    expect(vazia.json().issues[0].message).toBe('A nota do vídeo está vazia!');

    server.clock.advance(25 * 3_600_000);
    try {
      const fresh = await server.login('investigador');
      const tarde = await putVideo(fresh, caso.id, { texto: 'tarde' });
      expect(tarde.json().code).toBe('EDIT_WINDOW_CLOSED');
    } finally {
      server.clock.reset();
    }
  });
});
