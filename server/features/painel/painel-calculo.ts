/**
 * Rebuilds the dashboard's summaries (server/db/schema/painel.ts) from the cases, in one
 * transaction: readers see the previous figures until it commits, never half of the new ones.
 * Only the months whose cases changed since the last rebuild are counted again (painel_casos
 * says what each case was then): ten years take seconds, the month of the day's changes
 * milliseconds. Only one server rebuilds at a time (an advisory lock); another one asking
 * meanwhile waits for it, then counts what is left (usually nothing): a node that saw the cases
 * change never shows figures read before the rebuild that counts the change.
 */
import { type SQL, sql } from 'drizzle-orm';
import { FUSO_HORARIO } from '../../../shared/formatos/fuso';
import { TENTATIVA_HOMICIDIO_ID } from '../../../shared/options';
import { SEM_INFORMACAO, type SEM_LOCAL_MOTIVOS } from '../../../shared/schemas/painel';
import type { Db } from '../../db/client';

/** Paraíba's clock: a case recorded at 22:00 on 31 January belongs to January. */
const FUSO = sql.raw(`'${FUSO_HORARIO}'`);
const LOCK = 'painel_calculo';
/** Up to this many months to count again, their cases are reached by index; more, by reading it all. */
const MESES_POR_INDICE = 12;

const MES = sql`date_trunc('month', c.created_at AT TIME ZONE ${FUSO})::date`;

/**
 * Each live case of the months `meses` with its month, day, the recording user's unit and its
 * revision, kept for the transaction (and analysed: a month's 2,500 cases are joined by index, ten
 * years' by hash). The revision is read here, before any figure: each later statement sees the
 * cases as they are when it starts, so a change committed meanwhile may be counted or not, and the
 * revision kept in painel_casos must be one from before it, or the next rebuild would take the
 * month for counted and never count the change.
 */
const casosDosMeses = (meses: SQL) => [
  sql`CREATE TEMP TABLE painel_casos_dos_meses ON COMMIT DROP AS
    SELECT c.id, m.mes, (c.created_at AT TIME ZONE ${FUSO})::date AS dia, u.unidade_id, c.created_by,
           r.revisao
    FROM unnest(${meses}) AS m(mes)
    JOIN casos c ON c.created_at >= (m.mes::timestamp AT TIME ZONE ${FUSO})
                AND c.created_at < ((m.mes + interval '1 month')::timestamp AT TIME ZONE ${FUSO})
    JOIN users u ON u.id = c.created_by
    LEFT JOIN caso_revisoes r ON r.caso_id = c.id
    WHERE c.deleted_at IS NULL`,
  sql`ANALYZE painel_casos_dos_meses`,
];
const CASOS = sql`painel_casos_dos_meses`;

/**
 * The months to count again: those of every case added, changed (its revision), deleted, erased
 * or whose recording user moved to another unit since the last rebuild — its month then and now.
 */
const MESES_MUDADOS = sql`
  WITH mudados AS (
    SELECT coalesce(r.caso_id, p.caso_id) AS caso_id, p.mes AS antes
    FROM caso_revisoes r FULL JOIN painel_casos p ON p.caso_id = r.caso_id
    LEFT JOIN users u ON u.id = p.created_by
    WHERE r.caso_id IS NULL OR p.caso_id IS NULL OR r.revisao <> p.revisao
       OR u.unidade_id IS DISTINCT FROM p.unidade_id)
  SELECT DISTINCT mes::text AS mes FROM (
    SELECT antes AS mes FROM mudados WHERE antes IS NOT NULL
    UNION ALL
    SELECT ${MES} FROM mudados m JOIN casos c ON c.id = m.caso_id WHERE c.deleted_at IS NULL) meses`;

const TENTATIVA = sql.raw(String(TENTATIVA_HOMICIDIO_ID));
const SEM = sql.raw(`'${SEM_INFORMACAO}'`);
export const DIMENSAO_SEM_LOCAL = 'sem_local';
/** The same deaths for the map, which places a case by its scene's position, not its city. */
export const DIMENSAO_SEM_POSICAO = 'sem_posicao';
const motivo = (texto: (typeof SEM_LOCAL_MOTIVOS)[number]) => sql.raw(`'${texto}'`);
const CASO_SEM_LOCAL = motivo('Caso sem local do crime');

/**
 * Issue 42: the deaths of consummated crimes (as 'Cidades mais violentas' counts) whose case has
 * no scene `onde` holds, under `dimensao` with why: no scene at all, or scenes without it.
 */
const mortesSemLocal = (dimensao: string, onde: SQL, semIsso: SQL) => sql`
  INSERT INTO painel_estatisticas (mes, unidade_id, dimensao, rotulo, total)
  SELECT c.mes, c.unidade_id, ${dimensao},
         CASE WHEN EXISTS (SELECT 1 FROM locais l WHERE l.caso_id = c.id)
              THEN ${semIsso} ELSE ${CASO_SEM_LOCAL} END AS motivo, count(*)
  FROM ${CASOS} c
  JOIN vitimas v ON v.caso_id = c.id AND v.crime_id <> ${TENTATIVA}
  WHERE NOT EXISTS (SELECT 1 FROM locais l WHERE l.caso_id = c.id AND ${onde})
  GROUP BY c.mes, c.unidade_id, motivo`;

/** Age at death, or when the case was recorded if the death date is unknown, as a band. */
const FAIXA = sql`CASE
  WHEN pc.data_nascimento IS NULL THEN ${SEM}
  ELSE (SELECT CASE
      WHEN idade < 12 THEN '0-11' WHEN idade < 18 THEN '12-17' WHEN idade < 25 THEN '18-24'
      WHEN idade < 30 THEN '25-29' WHEN idade < 40 THEN '30-39' WHEN idade < 50 THEN '40-49'
      WHEN idade < 60 THEN '50-59' ELSE '60+' END
    FROM (SELECT date_part('year', age(coalesce(v.data_morte, c.dia), pc.data_nascimento)) AS idade) a)
  END`;

/** The statements that refill the summaries of the months `meses` (a date[] value). */
export function sentencasPainel(meses: SQL): SQL[] {
  return [
    ...casosDosMeses(meses),
    sql`
      INSERT INTO painel_resumo (mes, unidade_id, casos, vitimas, consumados, tentativas, suspeitos)
      SELECT c.mes, c.unidade_id, count(*),
             coalesce(sum(v.vitimas), 0), coalesce(sum(v.consumados), 0),
             coalesce(sum(v.tentativas), 0), coalesce(sum(s.suspeitos), 0)
      FROM ${CASOS} c
      LEFT JOIN (
        SELECT caso_id, count(*) AS vitimas,
               count(*) FILTER (WHERE crime_id <> ${TENTATIVA}) AS consumados,
               count(*) FILTER (WHERE crime_id = ${TENTATIVA}) AS tentativas
        FROM vitimas WHERE caso_id IN (SELECT id FROM ${CASOS}) GROUP BY caso_id) v ON v.caso_id = c.id
      LEFT JOIN (
        SELECT caso_id, count(*) AS suspeitos
        FROM suspeitos WHERE caso_id IN (SELECT id FROM ${CASOS}) GROUP BY caso_id) s ON s.caso_id = c.id
      GROUP BY c.mes, c.unidade_id`,
    sql`
      INSERT INTO painel_cidades (mes, unidade_id, cidade_id, mortes)
      SELECT c.mes, c.unidade_id, l.cidade_id, count(*)
      FROM ${CASOS} c
      JOIN locais l ON l.caso_id = c.id AND l.cidade_id IS NOT NULL
      JOIN vitimas v ON v.caso_id = c.id AND v.crime_id <> ${TENTATIVA}
      GROUP BY c.mes, c.unidade_id, l.cidade_id`,
    mortesSemLocal(DIMENSAO_SEM_LOCAL, sql`l.cidade_id IS NOT NULL`, motivo('Local do crime sem cidade')),
    // The map's rule (painel-mapa.ts): a scene with both coordinates.
    mortesSemLocal(
      DIMENSAO_SEM_POSICAO,
      sql`l.latitude IS NOT NULL AND l.longitude IS NOT NULL`,
      motivo('Local do crime sem coordenadas'),
    ),
    sql`
      INSERT INTO painel_estatisticas (mes, unidade_id, dimensao, rotulo, total)
      SELECT c.mes, c.unidade_id, d.dimensao, d.rotulo, count(*)
      FROM ${CASOS} c
      JOIN vitimas v ON v.caso_id = c.id
      LEFT JOIN pessoas_caso pc ON pc.caso_id = v.caso_id AND pc.pessoa_id = v.pessoa_id
      LEFT JOIN tipificacoes t ON t.id = v.crime_id
      CROSS JOIN LATERAL (VALUES
        ('meios_morte', v.meio_morte),
        ('sexo', coalesce(pc.sexo, ${SEM})),
        ('faixas_etarias', ${FAIXA}),
        ('crimes', t.nome_natureza)
      ) AS d(dimensao, rotulo)
      WHERE d.rotulo IS NOT NULL
      GROUP BY c.mes, c.unidade_id, d.dimensao, d.rotulo`,
  ];
}

export interface Calculo {
  calculadoEm: Date;
  duracaoMs: number;
}

/** Rebuilds the summaries of the months that changed (after any rebuild under way elsewhere). */
export async function calcularPainel(db: Db): Promise<Calculo> {
  const inicio = performance.now();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${LOCK}))`);
    // The groupings hash a few hundred thousand rows: with the default 4 MB they spill to disk.
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    const mudados = await tx.execute<{ mes: string }>(MESES_MUDADOS);
    if (mudados.rows.length <= MESES_POR_INDICE) {
      // A few months' cases are a few thousand index lookups into each table; with the default
      // cost of a random read (a spinning disk's) the planner would read the whole tables instead.
      await tx.execute(sql`SET LOCAL random_page_cost = 1.1`);
    }
    const meses = sql`${sql.param(mudados.rows.map((row) => row.mes))}::date[]`;
    for (const tabela of ['painel_resumo', 'painel_cidades', 'painel_estatisticas', 'painel_casos']) {
      await tx.execute(sql`DELETE FROM ${sql.identifier(tabela)} WHERE mes = ANY(${meses})`);
    }
    for (const sentenca of sentencasPainel(meses)) await tx.execute(sentenca);
    await tx.execute(sql`
      INSERT INTO painel_casos (caso_id, revisao, mes, unidade_id, created_by)
      SELECT c.id, c.revisao, c.mes, c.unidade_id, c.created_by
      FROM ${CASOS} c WHERE c.revisao IS NOT NULL`);
    const duracaoMs = Math.round(performance.now() - inicio);
    const feito = await tx.execute<{ calculado_em: Date | string }>(sql`
      INSERT INTO painel_calculo (id, calculado_em, duracao_ms) VALUES (1, now(), ${duracaoMs})
      ON CONFLICT (id) DO UPDATE SET calculado_em = excluded.calculado_em, duracao_ms = excluded.duracao_ms
      RETURNING calculado_em`);
    return { calculadoEm: new Date(feito.rows[0]?.calculado_em ?? Date.now()), duracaoMs };
  });
}
