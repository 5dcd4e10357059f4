/**
 * Rebuilds the dashboard's summaries (server/db/schema/painel.ts) from the cases, in one
 * transaction: readers see the previous figures until it commits, never half of the new ones.
 * Only one server rebuilds at a time (an advisory lock); another one asking meanwhile skips.
 */
import { type SQL, sql } from 'drizzle-orm';
import { TENTATIVA_HOMICIDIO_ID } from '../../shared/options';
import { SEM_INFORMACAO } from '../../shared/schemas/painel';
import type { Db } from '../db/client';

/** Paraíba's clock: a case recorded at 22:00 on 31 January belongs to January. */
const FUSO = 'America/Fortaleza';
const LOCK = 'painel_calculo';

/** Each live case with its month, day and the recording user's unit. */
const CASOS = sql`
  SELECT c.id,
         date_trunc('month', c.created_at AT TIME ZONE ${sql.raw(`'${FUSO}'`)})::date AS mes,
         (c.created_at AT TIME ZONE ${sql.raw(`'${FUSO}'`)})::date AS dia,
         u.unidade_id
  FROM casos c JOIN users u ON u.id = c.created_by
  WHERE c.deleted_at IS NULL`;

const TENTATIVA = sql.raw(String(TENTATIVA_HOMICIDIO_ID));
const SEM = sql.raw(`'${SEM_INFORMACAO}'`);

/** Age at death, or when the case was recorded if the death date is unknown, as a band. */
const FAIXA = sql`CASE
  WHEN pc.data_nascimento IS NULL THEN ${SEM}
  ELSE (SELECT CASE
      WHEN idade < 12 THEN '0-11' WHEN idade < 18 THEN '12-17' WHEN idade < 25 THEN '18-24'
      WHEN idade < 30 THEN '25-29' WHEN idade < 40 THEN '30-39' WHEN idade < 50 THEN '40-49'
      WHEN idade < 60 THEN '50-59' ELSE '60+' END
    FROM (SELECT date_part('year', age(coalesce(v.data_morte, c.dia), pc.data_nascimento)) AS idade) a)
  END`;

/** The statements that refill the summaries (also explained by scripts, to see where time goes). */
export function sentencasPainel(): SQL[] {
  return [
    sql`
      INSERT INTO painel_resumo (mes, unidade_id, casos, vitimas, consumados, tentativas, suspeitos)
      SELECT c.mes, c.unidade_id, count(*),
             coalesce(sum(v.vitimas), 0), coalesce(sum(v.consumados), 0),
             coalesce(sum(v.tentativas), 0), coalesce(sum(s.suspeitos), 0)
      FROM (${CASOS}) c
      LEFT JOIN (
        SELECT caso_id, count(*) AS vitimas,
               count(*) FILTER (WHERE crime_id <> ${TENTATIVA}) AS consumados,
               count(*) FILTER (WHERE crime_id = ${TENTATIVA}) AS tentativas
        FROM vitimas GROUP BY caso_id) v ON v.caso_id = c.id
      LEFT JOIN (SELECT caso_id, count(*) AS suspeitos FROM suspeitos GROUP BY caso_id) s ON s.caso_id = c.id
      GROUP BY c.mes, c.unidade_id`,
    sql`
      INSERT INTO painel_cidades (mes, unidade_id, cidade_id, mortes)
      SELECT c.mes, c.unidade_id, l.cidade_id, count(*)
      FROM (${CASOS}) c
      JOIN locais l ON l.caso_id = c.id AND l.cidade_id IS NOT NULL
      JOIN vitimas v ON v.caso_id = c.id AND v.crime_id <> ${TENTATIVA}
      GROUP BY c.mes, c.unidade_id, l.cidade_id`,
    sql`
      INSERT INTO painel_estatisticas (mes, unidade_id, dimensao, rotulo, total)
      SELECT c.mes, c.unidade_id, d.dimensao, d.rotulo, count(*)
      FROM (${CASOS}) c
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

/** Rebuilds every summary; null when another server is already doing it. */
export async function calcularPainel(db: Db): Promise<Calculo | null> {
  const inicio = performance.now();
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(
      sql`SELECT pg_try_advisory_xact_lock(hashtext(${LOCK})) AS ok`,
    );
    if (!lock.rows[0]?.ok) return null;
    // The groupings hash a few hundred thousand rows: with the default 4 MB they spill to disk.
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    await tx.execute(sql`DELETE FROM painel_resumo`);
    await tx.execute(sql`DELETE FROM painel_cidades`);
    await tx.execute(sql`DELETE FROM painel_estatisticas`);
    for (const sentenca of sentencasPainel()) await tx.execute(sentenca);
    const duracaoMs = Math.round(performance.now() - inicio);
    const feito = await tx.execute<{ calculado_em: Date | string }>(sql`
      INSERT INTO painel_calculo (id, calculado_em, duracao_ms) VALUES (1, now(), ${duracaoMs})
      ON CONFLICT (id) DO UPDATE SET calculado_em = excluded.calculado_em, duracao_ms = excluded.duracao_ms
      RETURNING calculado_em`);
    return { calculadoEm: new Date(feito.rows[0]?.calculado_em ?? Date.now()), duracaoMs };
  });
}

/** When the summaries were last rebuilt (by any server); null before the first time. */
export async function ultimoCalculo(db: Db): Promise<Date | null> {
  const result = await db.execute<{ calculado_em: Date | string }>(
    sql`SELECT calculado_em FROM painel_calculo WHERE id = 1`,
  );
  const row = result.rows[0];
  return row ? new Date(row.calculado_em) : null;
}
