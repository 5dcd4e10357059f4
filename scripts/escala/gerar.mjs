// The scale dataset: ten years of a state police's cases in Paraíba (by default 300,000 cases,
// 1,000,000 people, 1,500,000 person-case links with addresses), written into a migrated database
// by INSERT … SELECT over generate_series inside PostgreSQL, so no row crosses the wire: `pg`
// cannot stream COPY without pg-copy-streams, and in-server generation is as fast as COPY here.
//
// Deterministic: every value is a hash of (row number, column) — hashint8extended — never
// random(), so the same counts give the same rows on any run and any plan.
//
// Bulk load, as the owner role (who owns the tables): the per-row triggers that number cases and
// bump case revisions are disabled for the load (ALTER TABLE … DISABLE TRIGGER USER, which the
// owner may do, unlike session_replication_role), and their work is done in bulk instead: the
// identifiers YYYY.NNNNNN per year in creation order, caso_sequencias at the last number, one
// caso_revisoes row per case, the search's index of links (busca_vinculos). Foreign keys and
// secondary indexes are dropped and rebuilt after the load (every row is still checked, once, by
// the rebuild); checks stay on. All of it is one
// transaction, so triggers, keys and indexes are back (or nothing happened) whatever the outcome.
//
// Use: node scripts/escala/gerar.mjs <owner postgres url> [casos] [pessoas] [vinculos]
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  BAIRROS,
  NOMES_FEMININOS,
  NOMES_MASCULINOS,
  PESO_PADRAO,
  PESOS_CIDADES,
  PROFISSOES,
  RUAS,
  SOBRENOMES,
  VULGOS,
} from './nomes.mjs';

export const PADRAO = { casos: 300_000, pessoas: 1_000_000, vinculos: 1_500_000 };

/** Generated rows have ids 'e5caKKKK-…' (KKKK the kind), so they are easy to tell apart. */
export const PREFIXO_ID = 'e5ca';
const KIND = {
  unidade: 1,
  user: 2,
  caso: 3,
  pessoa: 4,
  registro: 5,
  endereco: 6,
  vitima: 7,
  testemunha: 8,
  suspeito: 9,
  local: 10,
  equipe: 11,
  veiculo: 12,
};
const UNIDADES = 40;

/** Tables whose user triggers (identifier, case revision) are replaced by bulk work. */
const TRIGGERED = [
  'casos',
  'equipe_membros',
  'pessoas_caso',
  'enderecos',
  'vitimas',
  'testemunhas',
  'suspeitos',
  'locais',
  'caso_ocorrencias',
  'veiculos',
];

/** The weighted sum of a CPF's first nine digits for a check digit (weights from `peso` down). */
function soma(peso) {
  return Array.from({ length: 9 }, (_, i) => `pg_temp.dig(b, ${i + 1}) * ${peso - i}`).join(' + ');
}

const FUNCOES = `
CREATE FUNCTION pg_temp.u(n bigint, k int) RETURNS float8 LANGUAGE sql IMMUTABLE AS
  $$ SELECT (hashint8extended(n, k) & 9007199254740991)::float8 / 9007199254740992.0 $$;
CREATE FUNCTION pg_temp.uid(kind int, n bigint) RETURNS uuid LANGUAGE sql IMMUTABLE AS
  $$ SELECT ('${PREFIXO_ID}' || lpad(to_hex(kind), 4, '0') || '-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid $$;
CREATE FUNCTION pg_temp.pick(a text[], x float8) RETURNS text LANGUAGE sql IMMUTABLE AS
  $$ SELECT a[1 + floor(x * array_length(a, 1))::int] $$;
CREATE FUNCTION pg_temp.dig(b bigint, i int) RETURNS int LANGUAGE sql IMMUTABLE AS
  $$ SELECT ((b / (10::bigint ^ (9 - i))::bigint) % 10)::int $$;
CREATE FUNCTION pg_temp.dv1(b bigint) RETURNS int LANGUAGE sql IMMUTABLE AS
  $$ SELECT ((${soma(10)}) * 10 % 11) % 10 $$;
CREATE FUNCTION pg_temp.cpf(b bigint) RETURNS text LANGUAGE sql IMMUTABLE AS
  $$ SELECT lpad(b::text, 9, '0') || pg_temp.dv1(b) || (((${soma(11)}) + pg_temp.dv1(b) * 2) * 10 % 11) % 10 $$;
`;

/** A SQL string literal (the word lists hold no quotes today; this keeps it so). */
function literal(value) {
  return `'${String(value).replaceAll("'", "''")}'`;
}

function lista(values) {
  return `ARRAY[${values.map(literal).join(', ')}]::text[]`;
}

function inteiro(value, nome) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${nome} deve ser um inteiro positivo: ${value}`);
  return n;
}

/** The statements, in order; `$C`, `$P`, `$V` are the counts (checked integers). */
function passos(counts) {
  // The lists go into the statements as constants: read from a table, a row of arrays this long
  // is TOASTed and detoasted at every use (28 times a row, ten times the cost of the rest).
  const W = {
    masc: lista(NOMES_MASCULINOS),
    fem: lista(NOMES_FEMININOS),
    sob: lista(SOBRENOMES),
    vulgo: lista(VULGOS),
    bairro: lista(BAIRROS),
    rua: lista(RUAS),
    prof: lista(PROFISSOES),
    encaminhado: '(SELECT array_agg(codigo ORDER BY codigo) FROM encaminhamentos WHERE NOT livre)',
    senha: '(SELECT password_hash FROM users ORDER BY matricula LIMIT 1)',
  };
  return statements(counts).map(([nome, sql]) => [nome, sql.replace(/\bw\.(\w+)/g, (_, key) => W[key])]);
}

function statements({ casos: C, pessoas: P, vinculos: V }) {
  const U = Math.max(50, Math.min(2000, Math.floor(C / 150)));
  return [
    [
      'cidades',
      `CREATE TEMP TABLE g_cidade ON COMMIT DROP AS
         SELECT m.id, m.nome, m.latitude, m.longitude, pw.peso,
                sum(pw.peso) OVER (ORDER BY pw.peso DESC, m.id) / sum(pw.peso) OVER () AS acumulado,
                row_number() OVER (ORDER BY pw.peso DESC, m.id) AS ordem
         FROM municipios m
         CROSS JOIN LATERAL (SELECT coalesce((${literal(JSON.stringify(PESOS_CIDADES))}::jsonb ->> m.id::text)::float8, ${PESO_PADRAO}) AS peso) pw
         WHERE m.estado_id = 25;
       CREATE TEMP TABLE g_slot ON COMMIT DROP AS
         SELECT s, (SELECT id FROM g_cidade WHERE acumulado > (s + 0.5) / 10000.0 ORDER BY acumulado LIMIT 1) AS cidade_id
         FROM generate_series(0, 9999) s;
       ALTER TABLE g_slot ADD PRIMARY KEY (s);`,
    ],
    [
      'unidades e usuários',
      `INSERT INTO unidades (id, nome, cidade_id, srpc, telefone)
         SELECT pg_temp.uid(${KIND.unidade}, c.ordem), 'Delegacia Seccional de ' || c.nome, c.id,
                1 + (c.ordem % 4)::int, '(83) 3218-' || lpad((1000 + c.ordem)::text, 4, '0')
         FROM g_cidade c WHERE c.ordem <= ${UNIDADES};
       CREATE TEMP TABLE g_user ON COMMIT DROP AS
         SELECT k, pg_temp.uid(${KIND.user}, k) AS id, (2000000 + k)::text AS matricula,
                CASE WHEN pg_temp.u(k, 1) < 0.5 THEN pg_temp.pick(w.masc, pg_temp.u(k, 2))
                     ELSE pg_temp.pick(w.fem, pg_temp.u(k, 2)) END || ' ' || pg_temp.pick(w.sob, pg_temp.u(k, 3)) AS name,
                CASE WHEN k % 10 = 0 THEN 1 WHEN k % 10 = 1 THEN 9 WHEN k % 10 = 2 THEN 2 ELSE 7 END AS cargo_id,
                CASE WHEN k % 10 = 0 THEN 'Delegado' WHEN k % 10 = 1 THEN 'Escrivão' WHEN k % 10 = 2 THEN 'Perito'
                     ELSE 'Investigador' END AS role
         FROM generate_series(1, ${U}) k;
       ALTER TABLE g_user ADD PRIMARY KEY (k);
       INSERT INTO users (id, matricula, name, password_hash, cargo_id, unidade_id)
         SELECT u.id, u.matricula, u.name, coalesce(w.senha, '!'), u.cargo_id,
                pg_temp.uid(${KIND.unidade}, 1 + u.k % ${UNIDADES})
         FROM g_user u;
       INSERT INTO user_roles (user_id, role_id)
         SELECT u.id, r.id FROM g_user u JOIN roles r ON r.name = u.role;`,
    ],
    [
      'casos',
      `CREATE TEMP TABLE g_caso ON COMMIT DROP AS
         SELECT n, pg_temp.uid(${KIND.caso}, n) AS id, s.cidade_id,
                timestamptz '2016-01-01 00:00-03' + pg_temp.u(n, 1) * interval '3652 days' AS created_at,
                u.id AS criador
         FROM generate_series(1, ${C}) n
         JOIN g_user u ON u.k = 1 + floor(pg_temp.u(n, 2) * ${U})::int
         JOIN g_slot s ON s.s = floor(pg_temp.u(n, 3) * 10000)::int;
       ALTER TABLE g_caso ADD PRIMARY KEY (n);
       INSERT INTO casos (id, name, identificador, created_by, created_at, updated_at)
         SELECT g.id,
                left(pg_temp.pick(ARRAY['Homicídio', 'CVLI', 'Ocorrência', 'Morte', 'Tentativa'], pg_temp.u(g.n, 4))
                     || ' ' || pg_temp.pick(w.bairro, pg_temp.u(g.n, 5)), 25),
                a.ano || '.' || lpad((coalesce(s.ultimo, 0) + a.numero)::text, 6, '0'),
                g.criador, g.created_at, g.created_at + interval '6 hours'
         FROM g_caso g
         JOIN (SELECT n, extract(year FROM created_at AT TIME ZONE 'America/Fortaleza')::int AS ano,
                      row_number() OVER (PARTITION BY extract(year FROM created_at AT TIME ZONE 'America/Fortaleza')
                                         ORDER BY created_at, n) AS numero
               FROM g_caso) a ON a.n = g.n
         LEFT JOIN caso_sequencias s ON s.ano = a.ano
        ;
       INSERT INTO caso_sequencias (ano, ultimo)
         SELECT substr(identificador, 1, 4)::int, max(substr(identificador, 6)::int)
         FROM casos WHERE id::text LIKE '${PREFIXO_ID}%' GROUP BY 1
         ON CONFLICT (ano) DO UPDATE SET ultimo = GREATEST(caso_sequencias.ultimo, excluded.ultimo);
       INSERT INTO caso_revisoes (caso_id) SELECT id FROM g_caso ON CONFLICT DO NOTHING;`,
    ],
    [
      'equipes',
      // Two officers per case (its creator and another), and the demo delegate and investigator
      // in one case of each 200, so the demo personas see member and non-member results alike.
      `INSERT INTO equipe_membros (id, caso_id, matricula, name, cargo_id, user_id, created_by, created_at, updated_at)
         SELECT pg_temp.uid(${KIND.equipe}, g.n * 4 + t.slot), g.id, u.matricula, u.name, u.cargo_id, u.id,
                g.criador, g.created_at, g.created_at
         FROM g_caso g
         CROSS JOIN (VALUES (0), (1)) t(slot)
         JOIN g_user cu ON cu.id = g.criador
         JOIN g_user u ON u.k = CASE WHEN t.slot = 0 THEN cu.k
                                     ELSE 1 + (cu.k + 1 + floor(pg_temp.u(g.n, 6) * 40)::int) % ${U} END;
       INSERT INTO equipe_membros (id, caso_id, matricula, name, cargo_id, user_id, created_by, created_at, updated_at)
         SELECT pg_temp.uid(${KIND.equipe}, g.n * 4 + 1 + d.ord), g.id, u.matricula, u.name, coalesce(u.cargo_id, 7), u.id,
                g.criador, g.created_at, g.created_at
         FROM g_caso g
         JOIN users u ON u.matricula IN ('1000002', '1000003')
         CROSS JOIN LATERAL (SELECT CASE u.matricula WHEN '1000002' THEN 1 ELSE 2 END AS ord) d
         WHERE g.n % 200 = 0;`,
    ],
    [
      'locais',
      `INSERT INTO locais (id, caso_id, rua, numero, bairro, cidade, cidade_id, estado, cep, latitude, longitude,
                           precisao_m, obtida_em, created_by, created_at, updated_at)
         SELECT pg_temp.uid(${KIND.local}, g.n), g.id, pg_temp.pick(w.rua, pg_temp.u(g.n, 7)),
                (1 + floor(pg_temp.u(g.n, 8) * 2000))::int::text, pg_temp.pick(w.bairro, pg_temp.u(g.n, 9)),
                c.nome, c.id, 'PB', '58' || lpad(floor(pg_temp.u(g.n, 10) * 999999)::int::text, 6, '0'),
                c.latitude + (pg_temp.u(g.n, 11) - 0.5) * 0.05, c.longitude + (pg_temp.u(g.n, 12) - 0.5) * 0.05,
                5 + floor(pg_temp.u(g.n, 13) * 30), g.created_at, g.criador, g.created_at, g.created_at
         FROM g_caso g JOIN g_cidade c ON c.id = g.cidade_id
         WHERE pg_temp.u(g.n, 14) < 0.96;`,
    ],
    [
      'ocorrências',
      // Issue 42: most cases filed under a boletim (a fifth under two) and two of three under an
      // inquiry; their numbers as the police systems print them, their keys as the search compares.
      `INSERT INTO caso_ocorrencias (caso_id, boletins, boletim_chaves, procedimento_tipo, procedimento_numero,
                                     procedimento_chave, user_id, created_at, updated_at)
         SELECT g.id, b.lista, b.chaves,
                CASE WHEN pg_temp.u(g.n, 82) < 0.66 THEN 'Inquérito Policial' END,
                CASE WHEN pg_temp.u(g.n, 82) < 0.66 THEN 'IP ' || lpad(g.n::text, 6, '0') || '/' || a.ano END,
                CASE WHEN pg_temp.u(g.n, 82) < 0.66 THEN 'IP' || lpad(g.n::text, 6, '0') || a.ano END,
                g.criador, g.created_at, g.created_at
         FROM g_caso g
         CROSS JOIN LATERAL (SELECT extract(year FROM g.created_at AT TIME ZONE 'America/Fortaleza')::int AS ano) a
         CROSS JOIN LATERAL (
           SELECT jsonb_agg(jsonb_build_object('numero', lpad((g.n * 2 + k)::text, 7, '0') || '/' || a.ano,
                                               'origem', 'Delegacia Online')) AS lista,
                  array_agg(lpad((g.n * 2 + k)::text, 7, '0') || a.ano) AS chaves
           FROM generate_series(0, CASE WHEN pg_temp.u(g.n, 81) < 0.2 THEN 1 ELSE 0 END) k) b
         WHERE pg_temp.u(g.n, 80) < 0.85;`,
    ],
    [
      'chaves dos boletins',
      // What the occurrence's trigger (off for the load) keeps: one row per boletim's key.
      `INSERT INTO caso_boletim_chaves (chave, caso_id)
         SELECT DISTINCT chave, caso_id FROM caso_ocorrencias, unnest(boletim_chaves) AS chave;`,
    ],
    [
      'veículos',
      // Half the cases with a vehicle, half of the plates in the older format.
      `INSERT INTO veiculos (id, caso_id, placa, placa_chave, marca_modelo, relacao, created_by, created_at, updated_at)
         SELECT pg_temp.uid(${KIND.veiculo}, g.n), g.id, p.placa,
                CASE WHEN p.antiga THEN left(p.placa, 4) || chr(65 + substr(p.placa, 5, 1)::int) || right(p.placa, 2)
                     ELSE p.placa END,
                pg_temp.pick(ARRAY['Honda CG 160', 'Fiat Uno', 'VW Gol', 'Yamaha Factor'], pg_temp.u(g.n, 84)),
                pg_temp.pick(ARRAY['Usado no crime', 'Da vítima', 'De suspeito', 'Apreendido'], pg_temp.u(g.n, 85)),
                g.criador, g.created_at, g.created_at
         FROM g_caso g
         CROSS JOIN LATERAL (
           SELECT pg_temp.u(g.n, 86) < 0.5 AS antiga,
                  chr(65 + g.n % 26) || chr(65 + (g.n / 26) % 26) || chr(65 + (g.n / 676) % 26)
                  || ((g.n / 17576) % 10)::text
                  || CASE WHEN pg_temp.u(g.n, 86) < 0.5 THEN ((g.n * 7) % 10)::text ELSE chr(65 + (g.n * 7) % 26) END
                  || lpad(((g.n * 13) % 100)::text, 2, '0') AS placa) p
         WHERE pg_temp.u(g.n, 83) < 0.5;`,
    ],
    [
      'pessoas',
      // Person n is first seen in case ((n - 1) mod C) + 1; their data is dated from it.
      `INSERT INTO pessoas (id, nome, vulgo, data_nascimento, cpf, rg, pai, mae, sexo, profissao, cor, estado_civil,
                            naturalidade, telefone, created_by, created_at, updated_at)
         SELECT pg_temp.uid(${KIND.pessoa}, p.n),
                CASE WHEN p.sexo LIKE '%FEMININO' THEN pg_temp.pick(w.fem, pg_temp.u(p.n, 21)) ELSE pg_temp.pick(w.masc, pg_temp.u(p.n, 21)) END
                  || CASE WHEN pg_temp.u(p.n, 22) < 0.3 THEN ' ' || CASE WHEN p.sexo LIKE '%FEMININO' THEN pg_temp.pick(w.fem, pg_temp.u(p.n, 23)) ELSE pg_temp.pick(w.masc, pg_temp.u(p.n, 23)) END ELSE '' END
                  || ' ' || pg_temp.pick(w.sob, pg_temp.u(p.n, 24)) || ' ' || pg_temp.pick(w.sob, pg_temp.u(p.n, 25)),
                CASE WHEN p.sexo = 'MASCULINO' AND pg_temp.u(p.n, 26) < 0.3 THEN pg_temp.pick(w.vulgo, pg_temp.u(p.n, 27)) END,
                (g.created_at AT TIME ZONE 'America/Fortaleza')::date
                  - ((14 + floor(pg_temp.u(p.n, 28) ^ 2 * 60)) * 365 + floor(pg_temp.u(p.n, 29) * 365))::int,
                CASE WHEN pg_temp.u(p.n, 30) < 0.75 THEN pg_temp.cpf((p.n::bigint * 7919 + 100000000) % 1000000000) END,
                CASE WHEN pg_temp.u(p.n, 31) < 0.6 THEN (1000000 + (p.n * 13) % 9000000)::text END,
                CASE WHEN pg_temp.u(p.n, 32) < 0.6 THEN pg_temp.pick(w.masc, pg_temp.u(p.n, 33)) || ' ' || pg_temp.pick(w.sob, pg_temp.u(p.n, 25)) END,
                CASE WHEN pg_temp.u(p.n, 34) < 0.85 THEN pg_temp.pick(w.fem, pg_temp.u(p.n, 35)) || ' ' || pg_temp.pick(w.sob, pg_temp.u(p.n, 36)) || ' ' || pg_temp.pick(w.sob, pg_temp.u(p.n, 24)) END,
                p.sexo, pg_temp.pick(w.prof, pg_temp.u(p.n, 37)),
                CASE WHEN pg_temp.u(p.n, 38) < 0.6 THEN 'PARDO' WHEN pg_temp.u(p.n, 38) < 0.8 THEN 'BRANCO'
                     WHEN pg_temp.u(p.n, 38) < 0.95 THEN 'NEGRO' ELSE 'MORENO' END,
                pg_temp.pick(ARRAY['SOLTEIRO(A)', 'SOLTEIRO(A)', 'CASADO(A)', 'UNIÃO ESTÁVEL'], pg_temp.u(p.n, 39)),
                c.nome,
                CASE WHEN pg_temp.u(p.n, 40) < 0.5 THEN '(83) 9' || lpad(floor(pg_temp.u(p.n, 41) * 99999999)::int::text, 8, '0') END,
                g.criador, g.created_at, g.created_at
         FROM (SELECT n, CASE WHEN pg_temp.u(n, 20) < 0.86 THEN 'MASCULINO' WHEN pg_temp.u(n, 20) < 0.985 THEN 'FEMININO'
                              WHEN pg_temp.u(n, 20) < 0.99 THEN 'TRANSGÊNERO FEMININO' ELSE 'INDETERMINADO' END AS sexo
               FROM generate_series(1, ${P}) n) p
         JOIN g_caso g ON g.n = (p.n - 1) % ${C} + 1
         JOIN g_cidade c ON c.id = g.cidade_id
        ;`,
    ],
    [
      'dados anteriores',
      // One person in a hundred was on record before with another last surname and another CPF
      // (a correction made from another case, issue 39): the search reads these too.
      `INSERT INTO pessoa_dados_anteriores (pessoa_id, nome, vulgo, cpf, mae, em)
         SELECT p.id, regexp_replace(p.nome, '\\S+$', pg_temp.pick(w.sob, pg_temp.u(n, 91))), p.vulgo,
                pg_temp.cpf((n::bigint * 7919 + 500000000) % 1000000000), p.mae, p.created_at
         FROM generate_series(1, ${P}) n JOIN pessoas p ON p.id = pg_temp.uid(${KIND.pessoa}, n)
         WHERE pg_temp.u(n, 90) < 0.01;`,
    ],
    [
      'vínculos',
      // Link j belongs to case ((j - 1) mod C) + 1 in slot (j - 1) div C: slot 0 is a victim, slot
      // 1 a victim in a quarter of the cases (else a witness), slot 2 a witness, the rest suspects.
      // Links past the P-th person name an earlier person again (people seen in several cases).
      `CREATE TEMP TABLE g_link ON COMMIT DROP AS
         SELECT DISTINCT ON (caso_n, pessoa_n) j, caso_n, pessoa_n, slot
         FROM (SELECT j, (j - 1) % ${C} + 1 AS caso_n, (j - 1) / ${C} AS slot,
                      CASE WHEN j <= ${P} THEN j ELSE 1 + floor(pg_temp.u(j, 50) * ${P})::bigint END AS pessoa_n
               FROM generate_series(1, ${V}::bigint) j) l
         ORDER BY caso_n, pessoa_n, j;
       INSERT INTO pessoas_caso (id, caso_id, pessoa_id, nome, vulgo, data_nascimento, cpf, rg, pai, mae, sexo, profissao,
                                 cor, estado_civil, naturalidade, telefone, created_by, created_at, updated_at)
         SELECT pg_temp.uid(${KIND.registro}, l.j), g.id, p.id, p.nome, p.vulgo, p.data_nascimento, p.cpf, p.rg, p.pai,
                p.mae, p.sexo, p.profissao, p.cor, p.estado_civil, p.naturalidade, p.telefone, g.criador, g.created_at, g.created_at
         FROM g_link l
         JOIN g_caso g ON g.n = l.caso_n
         JOIN pessoas p ON p.id = pg_temp.uid(${KIND.pessoa}, l.pessoa_n);
       INSERT INTO busca_vinculos (pessoa_id, caso_id, caso_created_at)
         SELECT pg_temp.uid(${KIND.pessoa}, l.pessoa_n), g.id, g.created_at
         FROM g_link l JOIN g_caso g ON g.n = l.caso_n;`,
    ],
    [
      'endereços',
      `INSERT INTO enderecos (id, pessoa_id, caso_id, rua, numero, bairro, cidade_id, estado, cep, created_by, created_at, updated_at)
         SELECT pg_temp.uid(${KIND.endereco}, l.j), pg_temp.uid(${KIND.pessoa}, l.pessoa_n), g.id,
                pg_temp.pick(w.rua, pg_temp.u(l.j, 51)), (1 + floor(pg_temp.u(l.j, 52) * 2000))::int::text,
                pg_temp.pick(w.bairro, pg_temp.u(l.j, 53)),
                CASE WHEN pg_temp.u(l.j, 54) < 0.8 THEN g.cidade_id ELSE s.cidade_id END, 'PB',
                '58' || lpad(floor(pg_temp.u(l.j, 55) * 999999)::int::text, 6, '0'), g.criador, g.created_at, g.created_at
         FROM g_link l
         JOIN g_caso g ON g.n = l.caso_n
         JOIN g_slot s ON s.s = floor(pg_temp.u(l.j, 56) * 10000)::int
        ;`,
    ],
    [
      'vítimas',
      `INSERT INTO vitimas (id, caso_id, pessoa_id, crime_id, nic, estado_cadaver, data_morte, hora_morte, meio_morte,
                            encaminhado, sobrevivente, created_by, created_at, updated_at)
         SELECT pg_temp.uid(${KIND.vitima}, v.j), g.id, pg_temp.uid(${KIND.pessoa}, v.pessoa_n), v.crime,
                'NIC-' || v.j,
                CASE WHEN v.crime <> 2183 THEN CASE WHEN pg_temp.u(v.j, 61) < 0.85 THEN 'Morte Recente' WHEN pg_temp.u(v.j, 61) < 0.93 THEN 'Putrefação'
                  WHEN pg_temp.u(v.j, 61) < 0.96 THEN 'Carbonizado' WHEN pg_temp.u(v.j, 61) < 0.98 THEN 'Ossada' ELSE 'Outros' END END,
                CASE WHEN v.crime <> 2183 THEN (g.created_at AT TIME ZONE 'America/Fortaleza')::date END,
                CASE WHEN v.crime <> 2183 THEN make_time(floor(pg_temp.u(v.j, 62) * 24)::int, floor(pg_temp.u(v.j, 63) * 60)::int, 0) END,
                CASE WHEN v.crime <> 2183 THEN CASE
                  WHEN v.m < 0.68 THEN 'Arma de Fogo' WHEN v.m < 0.84 THEN 'Arma Branca' WHEN v.m < 0.87 THEN 'Atropelamento'
                  WHEN v.m < 0.90 THEN 'Estrangulamento' WHEN v.m < 0.92 THEN 'Afogamento' WHEN v.m < 0.94 THEN 'Suicídio'
                  WHEN v.m < 0.95 THEN 'Envenenamento' WHEN v.m < 0.955 THEN 'Ataque Animal' WHEN v.m < 0.96 THEN 'Choque Elétrico'
                  ELSE 'Outros' END END,
                CASE WHEN v.crime = 2183 THEN pg_temp.pick(w.encaminhado, pg_temp.u(v.j, 64)) END,
                CASE WHEN v.crime = 2183 THEN 'SIM' ELSE 'NÃO' END,
                g.criador, g.created_at, g.created_at
         FROM (SELECT l.*, pg_temp.u(l.j, 65) AS m,
                      CASE WHEN c < 0.58 THEN 1 WHEN c < 0.80 THEN 2183 WHEN c < 0.85 THEN 8 WHEN c < 0.89 THEN 94
                           WHEN c < 0.92 THEN 1141 WHEN c < 0.94 THEN 31 WHEN c < 0.95 THEN 13 WHEN c < 0.96 THEN 12
                           WHEN c < 0.98 THEN 8888 ELSE 1103 END AS crime
               FROM g_link l CROSS JOIN LATERAL (SELECT pg_temp.u(l.j, 60) AS c) r
               WHERE l.slot = 0 OR (l.slot = 1 AND pg_temp.u(l.caso_n, 66) < 0.25)) v
         JOIN g_caso g ON g.n = v.caso_n
        ;`,
    ],
    ...[
      ['testemunhas', KIND.testemunha, `l.slot = 2 OR (l.slot = 1 AND pg_temp.u(l.caso_n, 66) >= 0.25)`],
      ['suspeitos', KIND.suspeito, 'l.slot >= 3'],
    ].map(([tabela, kind, onde]) => [
      tabela,
      `INSERT INTO ${tabela} (id, caso_id, pessoa_id, pessoa_tipo, vitima_vinculo_id, created_by, created_at, updated_at)
         SELECT pg_temp.uid(${kind}, l.j), g.id, pg_temp.uid(${KIND.pessoa}, l.pessoa_n),
                pg_temp.pick(ARRAY['Colega de Trabalho', 'Amigo', 'Amigo', 'Vizinho', 'Vizinho', 'outro'], pg_temp.u(l.j, 70)),
                pg_temp.uid(${KIND.vitima}, l.caso_n), g.criador, g.created_at, g.created_at
         FROM g_link l JOIN g_caso g ON g.n = l.caso_n
         WHERE ${onde};`,
    ]),
  ];
}

/** The tables loaded in bulk: their foreign keys and secondary indexes are rebuilt after the load. */
const BULK = [...TRIGGERED, 'pessoas', 'caso_revisoes', 'busca_vinculos', 'caso_boletim_chaves'];

/**
 * Drops the bulk tables' foreign keys and the indexes no constraint needs (primary keys and
 * unique constraints stay), returning their definitions: checking a key or growing an index once
 * per row is what makes a row-by-row load slow; rebuilt at the end, each is one sort or one join,
 * and every row is still checked. Same transaction, so a failure puts everything back.
 */
async function soltar(client) {
  const { rows: fks } = await client.query(
    `SELECT conrelid::regclass::text AS tabela, conname AS nome, pg_get_constraintdef(oid) AS def
     FROM pg_constraint WHERE contype = 'f' AND conrelid = ANY($1::regclass[]) ORDER BY 1, 2`,
    [BULK],
  );
  for (const { tabela, nome } of fks) await client.query(`ALTER TABLE ${tabela} DROP CONSTRAINT "${nome}"`);
  const { rows: indices } = await client.query(
    `SELECT i.indexrelid::regclass::text AS nome, pg_get_indexdef(i.indexrelid) AS def
     FROM pg_index i
     WHERE i.indrelid = ANY($1::regclass[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
     ORDER BY 1`,
    [BULK],
  );
  for (const { nome } of indices) await client.query(`DROP INDEX ${nome}`);
  return { fks, indices };
}

/**
 * Writes the dataset into the database at `url` (the owner role's connection) and returns the
 * row counts. Refuses a database that already holds generated rows.
 */
export async function gerar(url, contagens = PADRAO, log = console.log) {
  const counts = {
    casos: inteiro(contagens.casos, 'casos'),
    pessoas: inteiro(contagens.pessoas, 'pessoas'),
    vinculos: inteiro(contagens.vinculos, 'vinculos'),
  };
  if (counts.vinculos < counts.pessoas) throw new Error('vinculos deve ser ao menos pessoas');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const existing = await client.query(
      `SELECT count(*)::int AS n FROM casos WHERE id::text LIKE '${PREFIXO_ID}%'`,
    );
    if (existing.rows[0].n > 0) throw new Error(`o banco já tem ${existing.rows[0].n} casos gerados`);
    await client.query('BEGIN');
    // Loss of the load on a crash costs only a rerun; the big sorts get memory to work in.
    await client.query("SET LOCAL synchronous_commit = off; SET LOCAL work_mem = '256MB'");
    await client.query(
      "SET LOCAL maintenance_work_mem = '512MB'; SET LOCAL max_parallel_workers_per_gather = 0",
    );
    await client.query(FUNCOES);
    for (const tabela of TRIGGERED) await client.query(`ALTER TABLE ${tabela} DISABLE TRIGGER USER`);
    const { fks, indices } = await soltar(client);
    const passo = async (nome, work) => {
      const started = performance.now();
      await work();
      log(`  ${nome}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    };
    for (const [nome, sql] of passos(counts)) await passo(nome, () => client.query(sql));
    await passo(`${indices.length} índices`, async () => {
      for (const { def } of indices) await client.query(def);
    });
    await passo(`${fks.length} chaves estrangeiras`, async () => {
      for (const { tabela, nome, def } of fks)
        await client.query(`ALTER TABLE ${tabela} ADD CONSTRAINT "${nome}" ${def}`);
    });
    for (const tabela of TRIGGERED) await client.query(`ALTER TABLE ${tabela} ENABLE TRIGGER USER`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
  const analyze = new pg.Client({ connectionString: url });
  await analyze.connect();
  try {
    const started = performance.now();
    // VACUUM too: it sets the visibility map, without which no index-only scan skips the heap.
    await analyze.query('VACUUM ANALYZE');
    log(`  VACUUM ANALYZE: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const { rows } = await analyze.query(`SELECT
      (SELECT count(*) FROM casos)::int AS casos, (SELECT count(*) FROM pessoas)::int AS pessoas,
      (SELECT count(*) FROM pessoas_caso)::int AS vinculos, (SELECT count(*) FROM enderecos)::int AS enderecos,
      (SELECT count(*) FROM vitimas)::int AS vitimas, (SELECT count(*) FROM testemunhas)::int AS testemunhas,
      (SELECT count(*) FROM suspeitos)::int AS suspeitos, (SELECT count(*) FROM locais)::int AS locais,
      (SELECT count(*) FROM users)::int AS usuarios, (SELECT count(*) FROM equipe_membros)::int AS equipe,
      (SELECT count(*) FROM caso_ocorrencias)::int AS ocorrencias, (SELECT count(*) FROM veiculos)::int AS veiculos`);
    return rows[0];
  } finally {
    await analyze.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [url, casos, pessoas, vinculos] = process.argv.slice(2);
  if (!url) {
    console.error('uso: node scripts/escala/gerar.mjs <url do dono> [casos] [pessoas] [vinculos]');
    process.exit(2);
  }
  const started = performance.now();
  const result = await gerar(url, {
    casos: casos ?? PADRAO.casos,
    pessoas: pessoas ?? PADRAO.pessoas,
    vinculos: vinculos ?? PADRAO.vinculos,
  });
  console.log(result, `${((performance.now() - started) / 1000).toFixed(1)} s`);
}
