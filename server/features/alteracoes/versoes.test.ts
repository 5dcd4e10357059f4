/**
 * Issue 26, over every update of the endpoint table that takes a base version (a new one fails
 * the coverage check until it is described here): two officers, the case's creator (A) and the
 * colleague it was shared with (B). A stale form that changed another field is merged; the same
 * field is a conflict with both values and nothing applied; the author's resolution is applied
 * and the history keeps both values and the choice.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, OPERATION_NAMES, type OperationName } from '../../../shared/api';
import type { Endpoint } from '../../../shared/api/endpoint';
import type { Caso } from '../../../shared/schemas/casos';
import { conflitoEdicao } from '../../../shared/schemas/versao';
import { casoAlteracoes } from '../../db/schema';
import { type CasoCompleto, criarCasoCompleto } from '../../test/fixtures';
import { setupTestServer } from '../../test/harness';

const server = setupTestServer();

const CAMPINA_GRANDE = 2504009;
const SOUSA = 2516201;
const JOAO_PESSOA = 2507507;

interface Lido {
  versao: number;
  valor: unknown;
  /** Another field of the same record, for the merge. */
  outro?: unknown;
  registro: Record<string, unknown>;
  id: string;
}

interface Resolucao {
  campo: string;
  descartado: unknown;
  escolha: 'meu';
}

/** One update endpoint as the test drives it. */
interface Descricao {
  campo: string;
  /** This field's values: B's in the merge, A's and B's in the conflict. */
  valores: [unknown, unknown, unknown];
  ler(caso: Caso, ids: Ids): Lido;
  corpo(lido: Lido, valor: unknown): object;
  url(ids: Ids): string;
  /** A's change of another field of the record, and the value it leaves there. */
  outro?: { url(ids: Ids): string; corpo(lido: Lido): object; valor: unknown };
  /** Only the author may edit it (a note): the "other officer" is the author's second device. */
  soAutor?: boolean;
  /** Why the conflict is not tested (two values only: a stale toggle agrees or is a stale copy). */
  semConflito?: string;
}

type Ids = CasoCompleto & { anotacaoId: string };

function pessoa(papel: 'vitimas' | 'testemunhas' | 'suspeitos', chave: keyof CasoCompleto): Descricao {
  const ler = (caso: Caso, ids: Ids): Lido => {
    const lida = caso[papel].find((p) => p.pessoa.id === ids[chave]);
    if (!lida) throw new Error(`${papel}: pessoa ausente`);
    const registro = lida as unknown as Record<string, unknown>;
    return {
      versao: lida.versao,
      valor: lida.pessoa.profissao,
      outro: lida.pessoa.nome,
      registro,
      id: lida.id,
    };
  };
  const url = (ids: Ids) => `/casos/${ids.casoId}/${papel}/${ids[chave]}`;
  const comPessoa = (lido: Lido, campos: object) => ({
    pessoa: { ...(lido.registro.pessoa as object), ...campos },
  });
  return {
    campo: 'pessoa.profissao',
    valores: ['Enfermeira', 'Professora', 'Médica'],
    ler,
    url,
    corpo: (lido, valor) => comPessoa(lido, { profissao: valor }),
    outro: {
      url,
      corpo: (lido) => comPessoa(lido, { nome: 'Nome Trocado por A' }),
      valor: 'Nome Trocado por A',
    },
  };
}

function lugar(qual: 'geolocalizacao_caso' | 'geolocalizacao_camera'): Descricao {
  const tipo = qual === 'geolocalizacao_caso' ? 'local' : 'camera';
  const idDe = (ids: Ids) => (tipo === 'local' ? ids.localId : ids.cameraId);
  const ler = (caso: Caso, ids: Ids): Lido => {
    const lido = caso[qual].find((l) => l.id === idDe(ids));
    if (!lido) throw new Error(`${qual}: ausente`);
    const fora = caso.relatorio_exclusoes.some((e) => e.id === lido.id);
    return { versao: lido.versao, valor: lido.cidade_id, outro: !fora, registro: lido, id: lido.id };
  };
  return {
    campo: 'cidade_id',
    valores: [CAMPINA_GRANDE, SOUSA, JOAO_PESSOA],
    ler,
    url: (ids) =>
      `/casos/${ids.casoId}/${tipo === 'local' ? 'geolocalizacao' : 'cameras'}/${idDe(ids)}/cidade`,
    corpo: (_lido, valor) => ({ cidade_id: valor }),
    outro: {
      url: (ids) => `/casos/${ids.casoId}/relatorio/inclusao`,
      corpo: (lido) => ({ tipo, id: lido.id, incluir: false }),
      valor: false,
    },
  };
}

const DESCRICOES: Partial<Record<OperationName, Descricao>> = {
  renameCaso: {
    campo: 'name',
    valores: ['Caso Renomeado Um', 'Caso Renomeado A', 'Caso Renomeado B'],
    ler: (caso) => ({ versao: caso.versao, valor: caso.name, registro: caso, id: caso.id }),
    url: (ids) => `/casos/${ids.casoId}/nome`,
    corpo: (_lido, valor) => ({ name: valor }),
  },
  updateVitima: pessoa('vitimas', 'pessoaId'),
  updateTestemunha: pessoa('testemunhas', 'testemunhaId'),
  updateSuspeito: pessoa('suspeitos', 'suspeitoId'),
  setLocalCidade: lugar('geolocalizacao_caso'),
  setCameraCidade: lugar('geolocalizacao_camera'),
  updateAnotacao: {
    campo: 'anotacao',
    valores: ['Texto do aparelho 0', 'Texto do aparelho 1', 'Texto do aparelho 2'],
    ler: (caso, ids) => {
      const nota = caso.anotacoes.find((n) => n.id === ids.anotacaoId);
      if (!nota) throw new Error('anotação ausente');
      return { versao: nota.versao, valor: nota.anotacao, registro: nota, id: nota.id };
    },
    url: (ids) => `/casos/${ids.casoId}/anotacoes/${ids.anotacaoId}`,
    corpo: (_lido, valor) => ({ anotacao: valor }),
    soAutor: true,
  },
  saveVideoNota: {
    campo: 'texto',
    valores: ['Vídeo primeiro', 'Vídeo por A', 'Vídeo por B'],
    ler: (caso) => {
      const nota = caso.video_nota;
      if (!nota) throw new Error('nota do vídeo ausente');
      return { versao: nota.versao, valor: nota.texto, registro: nota, id: `video_nota:${caso.id}` };
    },
    url: (ids) => `/casos/${ids.casoId}/video-nota`,
    corpo: (_lido, valor) => ({ texto: valor }),
  },
  setRelatorioInclusao: {
    campo: 'incluir_relatorio',
    valores: [false, true, false],
    ler: (caso, ids) => {
      const camera = caso.geolocalizacao_camera.find((c) => c.id === ids.cameraId);
      if (!camera) throw new Error('câmera ausente');
      const fora = caso.relatorio_exclusoes.some((e) => e.id === camera.id);
      return {
        versao: camera.versao,
        valor: !fora,
        outro: camera.cidade_id,
        registro: camera,
        id: camera.id,
      };
    },
    url: (ids) => `/casos/${ids.casoId}/relatorio/inclusao`,
    corpo: (lido, valor) => ({ tipo: 'camera', id: lido.id, incluir: valor }),
    outro: {
      url: (ids) => `/casos/${ids.casoId}/cameras/${ids.cameraId}/cidade`,
      corpo: () => ({ cidade_id: SOUSA }),
      valor: SOUSA,
    },
    semConflito: 'um interruptor tem dois valores: o envio atrasado concorda ou é a cópia antiga',
  },
  saveOcorrencia: {
    campo: 'natureza',
    valores: ['Homicídio', 'Latrocínio', 'Feminicídio'],
    ler: (caso) => ({
      versao: caso.ocorrencia.versao,
      valor: caso.ocorrencia.natureza,
      outro: caso.ocorrencia.historico,
      registro: caso.ocorrencia,
      id: `ocorrencia:${caso.id}`,
    }),
    url: (ids) => `/casos/${ids.casoId}/ocorrencia`,
    corpo: (_lido, valor) => ({ natureza: valor }),
    outro: {
      url: (ids) => `/casos/${ids.casoId}/ocorrencia`,
      corpo: () => ({ historico: 'Histórico escrito por A' }),
      valor: 'Histórico escrito por A',
    },
  },
  updateVitimaIml: {
    campo: 'vitima.guia_iml',
    valores: ['GUIA 1/2026', 'GUIA 2/2026', 'GUIA 3/2026'],
    ler: (caso, ids) => {
      const lida = caso.vitimas.find((p) => p.pessoa.id === ids.pessoaId);
      if (!lida?.vitima) throw new Error('vítima ausente');
      return {
        versao: lida.versao,
        valor: lida.vitima.guia_iml,
        outro: lida.vitima.laudo_iml,
        registro: lida,
        id: lida.id,
      };
    },
    url: (ids) => `/casos/${ids.casoId}/vitimas/${ids.pessoaId}/iml`,
    corpo: (_lido, valor) => ({ guia_iml: valor }),
    outro: {
      url: (ids) => `/casos/${ids.casoId}/vitimas/${ids.pessoaId}/iml`,
      corpo: () => ({ laudo_iml: 'LAUDO 9/2026' }),
      valor: 'LAUDO 9/2026',
    },
  },
  updateVeiculo: {
    campo: 'cor',
    valores: ['Prata', 'Preto', 'Branco'],
    ler: (caso, ids) => {
      const veiculo = caso.veiculos.find((v) => v.id === ids.veiculoId);
      if (!veiculo) throw new Error('veículo ausente');
      return {
        versao: veiculo.versao,
        valor: veiculo.cor,
        outro: veiculo.marca_modelo,
        registro: veiculo,
        id: veiculo.id,
      };
    },
    url: (ids) => `/casos/${ids.casoId}/veiculos/${ids.veiculoId}`,
    corpo: (_lido, valor) => ({ cor: valor }),
    outro: {
      url: (ids) => `/casos/${ids.casoId}/veiculos/${ids.veiculoId}`,
      corpo: () => ({ marca_modelo: 'Fiat Uno' }),
      valor: 'Fiat Uno',
    },
  },
};

const atualizacoes = OPERATION_NAMES.filter((name) => {
  const endpoint: Endpoint = ENDPOINTS[name];
  const body = endpoint.body as { shape?: Record<string, unknown> } | undefined;
  return endpoint.method === 'PUT' && endpoint.caso && body?.shape && 'versao_base' in body.shape;
});

async function preparar(a: string): Promise<Ids> {
  const caso = await criarCasoCompleto(server, a);
  const nota = await server.api({
    method: 'POST',
    url: `/casos/${caso.casoId}/anotacoes`,
    cookie: a,
    payload: { id: randomUUID(), anotacao: 'Primeira versão' },
  });
  const video = await server.api({
    method: 'PUT',
    url: `/casos/${caso.casoId}/video-nota`,
    cookie: a,
    payload: { texto: 'Vídeo inicial', versao_base: 1 },
  });
  expect([nota.statusCode, video.statusCode]).toEqual([201, 200]);
  return { ...caso, anotacaoId: (nota.json() as { id: string }).id };
}

async function lerCaso(cookie: string, casoId: string): Promise<Caso> {
  const response = await server.api({ method: 'GET', url: `/casos/${casoId}`, cookie });
  expect(response.statusCode).toBe(200);
  return response.json() as Caso;
}

const historico = (registroId: string) =>
  server.db
    .select()
    .from(casoAlteracoes)
    .where(eq(casoAlteracoes.registroId, registroId))
    .orderBy(asc(casoAlteracoes.versao));

describe('every case update with a base version', () => {
  it('is described here (a new one is covered the moment it is declared)', () => {
    expect(atualizacoes.sort()).toEqual(Object.keys(DESCRICOES).sort());
  });

  it.each(atualizacoes.map((name) => [name] as const))(
    '%s: merges, refuses the same field, resolves',
    async (name) => {
      const d = DESCRICOES[name] as Descricao;
      const a = await server.login('delegado');
      const b = d.soAutor ? await server.login('delegado') : await server.login('escrivao');
      const ids = await preparar(a);
      const ler = async () => d.ler(await lerCaso(a, ids.casoId), ids);
      const enviar = (cookie: string, lido: Lido, valor: unknown, extra: object = {}) =>
        server.api({
          method: 'PUT',
          url: d.url(ids),
          cookie,
          payload: { ...d.corpo(lido, valor), versao_base: lido.versao, ...extra },
        });

      if (d.outro) {
        const aberto = await ler();
        const outro = await server.api({
          method: 'PUT',
          url: d.outro.url(ids),
          cookie: a,
          payload: { ...d.outro.corpo(aberto), versao_base: aberto.versao },
        });
        expect(outro.statusCode).toBe(200);
        const fundido = await enviar(b, aberto, d.valores[0]);
        expect(fundido.statusCode, fundido.body).toBe(200);
        const depois = await ler();
        expect([depois.valor, depois.outro]).toEqual([d.valores[0], d.outro.valor]);
        expect(depois.versao).toBe(aberto.versao + 2);
      }
      if (d.semConflito) return;

      const aberto = await ler();
      const deA = await enviar(a, aberto, d.valores[1]);
      expect(deA.statusCode, deA.body).toBe(200);
      const valorDeA = (await ler()).valor;
      const linhas = (await historico(aberto.id)).length;

      const deB = await enviar(b, aberto, d.valores[2]);
      if (d.soAutor) {
        // The author's own later edit from another device is theirs: applied, never a conflict.
        expect(deB.statusCode, deB.body).toBe(200);
        expect((await ler()).valor).toBe(d.valores[2]);
        return;
      }
      expect(deB.statusCode, deB.body).toBe(409);
      const corpo = deB.json() as { code: string; conflito: unknown };
      expect(corpo.code).toBe('EDIT_CONFLICT');
      const conflito = conflitoEdicao.parse(corpo.conflito);
      expect(conflito.campos).toEqual([
        expect.objectContaining({
          campo: d.campo,
          base: aberto.valor,
          seu: d.valores[2],
          atual: valorDeA,
          por: expect.objectContaining({ matricula: '1000002' }),
        }),
      ]);
      expect(conflito.atual).toMatchObject({ versao: conflito.versao_atual });
      // Nothing applied, the history as it was.
      expect((await ler()).valor).toEqual(valorDeA);
      expect(await historico(aberto.id)).toHaveLength(linhas);

      const resolucao: Resolucao[] = [{ campo: d.campo, descartado: valorDeA, escolha: 'meu' }];
      const resolvido = await enviar(b, { ...aberto, versao: conflito.versao_atual }, d.valores[2], {
        resolucao,
      });
      expect(resolvido.statusCode, resolvido.body).toBe(200);
      expect((await ler()).valor).toEqual(d.valores[2]);
      const ultima = (await historico(aberto.id)).at(-1);
      expect(ultima).toMatchObject({ acao: 'conflito_resolvido', versao: conflito.versao_atual + 1 });
      expect(ultima?.campos).toEqual([
        { campo: d.campo, antes: valorDeA, depois: d.valores[2], descartado: valorDeA },
      ]);
    },
  );
});
