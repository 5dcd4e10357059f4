/**
 * The dashboard pages' answers. Figures are read from the summaries (painel-calculo.ts) and the
 * map from the index in a worker thread (painel-mapa.ts), both rebuilt every `everyMs`; each answer is kept
 * serialised until the next rebuild, so twenty officers opening the dashboard cost one query.
 * With `everyMs` 0 (tests) every request rebuilds first, so a test sees what it just wrote.
 */
import { type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { MEIOS_MORTE, SEXOS } from '../../../shared/options';
import {
  type Dashboard,
  dashboard,
  type Estatistica,
  estatistica,
  FAIXAS_ETARIAS,
  type MapaQuery,
  mapa,
  type PainelFiltro,
  SEM_INFORMACAO,
} from '../../../shared/schemas/painel';
import type { Db } from '../../db/client';
import { Serialized } from '../../kit/io';
import { calcularPainel, DIMENSAO_SEM_LOCAL, DIMENSAO_SEM_POSICAO } from './painel-calculo';
import { type IndiceMapa, iniciarMapa } from './painel-mapa';

/** Kept answers; past this many (odd filters) the one read longest ago goes. */
const RESPOSTAS_MAXIMAS = 1000;

interface Estado {
  calculadoEm: Date;
  indice: IndiceMapa;
  /** What the cases looked like then (see impressao): unchanged, nothing is rebuilt. */
  impressao: string;
}

/**
 * Every change to a case bumps its revision (caso_revisoes, by trigger), and a case created or
 * erased adds or drops a row: their count and sum change whenever any figure could, but for one
 * thing the cases do not hold. A case counts under its recording officer's unit, and moving the
 * officer changes no case: the sum of a hash of each user's unit changes then. Reading them costs
 * milliseconds; a rebuild of the state's ten years costs seconds.
 */
async function impressao(db: Db): Promise<string> {
  const result = await db.execute<{ casos: string; revisoes: string; lotacoes: string }>(
    sql`SELECT count(*) AS casos, coalesce(sum(revisao), 0) AS revisoes,
          (SELECT coalesce(sum(hashtext(id::text || ':' || coalesce(unidade_id::text, ''))::bigint), 0)
           FROM users) AS lotacoes
        FROM caso_revisoes`,
  );
  const row = result.rows[0];
  return `${row?.casos}:${row?.revisoes}:${row?.lotacoes}`;
}

export interface Painel {
  dashboard(db: Db, filtro: PainelFiltro): Promise<Serialized>;
  estatistica(db: Db, filtro: PainelFiltro): Promise<Serialized>;
  mapa(db: Db, query: MapaQuery): Promise<Serialized>;
  /** Rebuilds now (joins a rebuild already running). */
  atualizar(): Promise<void>;
  parar(): Promise<void>;
}

export function iniciarPainel(
  db: Db,
  options: { everyMs: number; onError: (error: unknown) => void },
): Painel {
  let estado: Estado | null = null;
  const mapaServidor = iniciarMapa();
  let emCurso: Promise<void> | null = null;
  const respostas = new LRUCache<string, Serialized>({ max: RESPOSTAS_MAXIMAS });

  const atualizar = (): Promise<void> => {
    emCurso ??= (async () => {
      try {
        const marca = await impressao(db);
        if (estado && estado.impressao === marca) return;
        const { calculadoEm } = await calcularPainel(db);
        const indice = await mapaServidor.construir(db);
        estado = { calculadoEm, indice, impressao: marca };
        respostas.clear();
      } finally {
        emCurso = null;
      }
    })();
    return emCurso;
  };

  const timer =
    options.everyMs > 0
      ? setInterval(() => {
          atualizar().catch(options.onError);
        }, options.everyMs)
      : null;
  timer?.unref();

  async function pronto(): Promise<Estado> {
    if (!estado || options.everyMs === 0) await atualizar();
    return estado as unknown as Estado;
  }

  async function guardada(chave: string, montar: (atual: Estado) => Promise<string>): Promise<Serialized> {
    const atual = await pronto();
    const kept = respostas.get(chave);
    if (kept) return kept;
    const resposta = new Serialized(await montar(atual));
    if (estado === atual) {
      respostas.set(chave, resposta);
    }
    return resposta;
  }

  return {
    dashboard: (conexao, filtro) =>
      guardada(`d:${JSON.stringify(normalizar(filtro))}`, async (atual) =>
        JSON.stringify(dashboard.parse(await lerDashboard(conexao, filtro, atual.calculadoEm))),
      ),
    estatistica: (conexao, filtro) =>
      guardada(`e:${JSON.stringify(normalizar(filtro))}`, async (atual) =>
        JSON.stringify(estatistica.parse(await lerEstatistica(conexao, filtro, atual.calculadoEm))),
      ),
    mapa: (conexao, query) =>
      guardada(`m:${query.z}:${query.w},${query.s},${query.e},${query.n}`, async (atual) => {
        const caixa =
          query.w === undefined || query.s === undefined || query.e === undefined || query.n === undefined
            ? null
            : ([Number(query.w), Number(query.s), Number(query.e), Number(query.n)] as [
                number,
                number,
                number,
                number,
              ]);
        return JSON.stringify(
          mapa.parse({
            ...(await atual.indice.consultar(Number(query.z), caixa)),
            total: atual.indice.total,
            limites: atual.indice.limites,
            sem_local: await lerSemLocal(conexao, semLocal(DIMENSAO_SEM_POSICAO, {})),
            calculado_em: atual.calculadoEm.toISOString(),
          }),
        );
      }),
    atualizar,
    parar: async () => {
      if (timer) clearInterval(timer);
      await emCurso?.catch(() => undefined);
      await mapaServidor.encerrar();
    },
  };
}

const normalizar = (filtro: PainelFiltro) => [
  filtro.de ?? null,
  filtro.ate ?? null,
  filtro.unidade_id ?? null,
];

/** The filter as a WHERE over a summary table (months are stored as their first day). */
function onde(filtro: PainelFiltro): SQL {
  const partes: SQL[] = [sql`true`];
  if (filtro.de) partes.push(sql`mes >= ${`${filtro.de}-01`}::date`);
  if (filtro.ate) partes.push(sql`mes <= ${`${filtro.ate}-01`}::date`);
  if (filtro.unidade_id) partes.push(sql`unidade_id = ${filtro.unidade_id}`);
  return sql.join(partes, sql` AND `);
}

/** The deaths the cities (`sem_local`) or the map (`sem_posicao`) cannot place, by why. */
const semLocal = (dimensao: string, filtro: PainelFiltro) => sql`
  SELECT rotulo AS motivo, sum(total)::int AS total_vitimas FROM painel_estatisticas
  WHERE dimensao = ${dimensao} AND ${onde(filtro)} GROUP BY rotulo ORDER BY rotulo`;

/** The reads of the summaries for a filter (also explained by npm run bench:escala). */
export function consultasPainel(
  filtro: PainelFiltro,
): Record<'totais' | 'cidades' | 'sem_local' | 'estatistica', SQL> {
  return {
    totais: sql`
      SELECT coalesce(sum(casos), 0)::int AS casos, coalesce(sum(vitimas), 0)::int AS vitimas,
             coalesce(sum(consumados), 0)::int AS consumados, coalesce(sum(tentativas), 0)::int AS tentativas,
             coalesce(sum(suspeitos), 0)::int AS suspeitos
      FROM painel_resumo WHERE ${onde(filtro)}`,
    cidades: sql`
      SELECT m.nome AS cidade, e.uf AS estado, p.total::int AS total_vitimas
      FROM (SELECT cidade_id, sum(mortes) AS total FROM painel_cidades WHERE ${onde(filtro)} GROUP BY cidade_id) p
      JOIN municipios m ON m.id = p.cidade_id JOIN estados e ON e.id = m.estado_id
      ORDER BY p.total DESC, m.nome`,
    sem_local: semLocal(DIMENSAO_SEM_LOCAL, filtro),
    estatistica: sql`
      SELECT dimensao, rotulo, sum(total)::int AS total FROM painel_estatisticas
      WHERE ${onde(filtro)} GROUP BY dimensao, rotulo ORDER BY dimensao, total DESC, rotulo`,
  };
}

async function lerSemLocal(db: Db, consulta: SQL): Promise<Dashboard['sem_local']> {
  return (await db.execute<Dashboard['sem_local'][number]>(consulta)).rows;
}

async function lerDashboard(db: Db, filtro: PainelFiltro, calculadoEm: Date): Promise<Dashboard> {
  const consultas = consultasPainel(filtro);
  const [totais, cidades, semLocal] = await Promise.all([
    db.execute<Record<'casos' | 'vitimas' | 'consumados' | 'tentativas' | 'suspeitos', number>>(
      consultas.totais,
    ),
    db.execute<{ cidade: string; estado: string; total_vitimas: number }>(consultas.cidades),
    lerSemLocal(db, consultas.sem_local),
  ]);
  const soma = totais.rows[0] ?? { casos: 0, vitimas: 0, consumados: 0, tentativas: 0, suspeitos: 0 };
  return {
    ...soma,
    vitimasPorCidade: cidades.rows,
    sem_local: semLocal,
    calculado_em: calculadoEm.toISOString(),
  };
}

/** Labels in the order the lists give them; any other (a label of old data) after, most first. */
const ORDEM: Record<string, readonly string[]> = {
  meios_morte: MEIOS_MORTE,
  sexo: [...SEXOS, SEM_INFORMACAO],
  faixas_etarias: [...FAIXAS_ETARIAS, SEM_INFORMACAO],
  crimes: [],
};

async function lerEstatistica(db: Db, filtro: PainelFiltro, calculadoEm: Date): Promise<Estatistica> {
  const result = await db.execute<{ dimensao: string; rotulo: string; total: number }>(
    consultasPainel(filtro).estatistica,
  );
  const painel = (dimensao: string): Record<string, number> => {
    const linhas = result.rows.filter((row) => row.dimensao === dimensao);
    const ordem = ORDEM[dimensao] ?? [];
    const posicao = (rotulo: string) => {
      const i = ordem.indexOf(rotulo);
      return i < 0 ? ordem.length : i;
    };
    linhas.sort((a, b) => posicao(a.rotulo) - posicao(b.rotulo));
    return Object.fromEntries(linhas.map((row) => [row.rotulo, row.total]));
  };
  return {
    meios_morte: painel('meios_morte'),
    sexo: painel('sexo'),
    faixas_etarias: painel('faixas_etarias'),
    crimes: painel('crimes'),
    calculado_em: calculadoEm.toISOString(),
  };
}
