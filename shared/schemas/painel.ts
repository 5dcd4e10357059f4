/**
 * Dashboard, map and statistics (spec §3 "Dashboard data", "Statistics data", "Map item"). The
 * figures cover the whole state; a period (whole months) and a unit narrow them. Every answer
 * says when its figures were computed: they come from summaries rebuilt every few minutes.
 */
import { z } from 'zod';
import { uuid } from './common';

/** A month between 1900 and 2100, like the search's dates: PostgreSQL has no year 0 to count from. */
const MES = /^(19\d{2}|20\d{2}|2100)-(0[1-9]|1[0-2])$/;
const mes = z.string().regex(MES, 'Mês inválido (AAAA-MM).');

/** The filter: months `de` to `ate` (inclusive, either open) and the recording user's unit. */
export const painelFiltro = z
  .object({
    de: mes.optional(),
    ate: mes.optional(),
    unidade_id: uuid.optional(),
  })
  .refine((filtro) => !filtro.de || !filtro.ate || filtro.de <= filtro.ate, {
    message: 'O mês inicial deve vir antes do final.',
    path: ['ate'],
  });
export type PainelFiltro = z.input<typeof painelFiltro>;

const calculadoEm = z.iso.datetime({ offset: true });

/**
 * Why a death has no place: the case has no crime scene, or its scenes name no city (the cities'
 * count) or have no position (the map's).
 */
export const SEM_LOCAL_MOTIVOS = [
  'Caso sem local do crime',
  'Local do crime sem cidade',
  'Local do crime sem coordenadas',
] as const;
const contagem = z.number().int().nonnegative();

/**
 * Issue 42: the deaths no city can hold, by why ('sem local informado'): counted rather than lost
 * from the cities and the map.
 */
const semLocal = z.array(z.object({ motivo: z.enum(SEM_LOCAL_MOTIVOS), total_vitimas: contagem }));

export const dashboard = z
  .object({
    casos: contagem,
    vitimas: contagem,
    consumados: contagem,
    tentativas: contagem,
    suspeitos: contagem,
    /** Deaths by the city of the crime scene, most first. */
    vitimasPorCidade: z.array(z.object({ cidade: z.string(), estado: z.string(), total_vitimas: contagem })),
    sem_local: semLocal,
    calculado_em: calculadoEm,
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboard>;

const porRotulo = z.record(z.string(), contagem);

export const estatistica = z
  .object({
    meios_morte: porRotulo,
    sexo: porRotulo,
    faixas_etarias: porRotulo,
    crimes: porRotulo,
    calculado_em: calculadoEm,
  })
  .meta({ id: 'Estatistica' });
export type Estatistica = z.infer<typeof estatistica>;

/** The age bands of the statistics, in order (age at death, or when the case was recorded). */
export const FAIXAS_ETARIAS = ['0-11', '12-17', '18-24', '25-29', '30-39', '40-49', '50-59', '60+'] as const;
export const SEM_INFORMACAO = 'Não informado';

const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);

/** Up to this zoom the map may be asked whole; closer, a box must say which part. */
export const ZOOM_SEM_AREA = 10;

/** The map at zoom `z`; a box (west, south, east, north) limits it, and is required past ZOOM_SEM_AREA. */
export const mapaQuery = z
  .object({
    z: z.coerce.number().int().min(0).max(20),
    w: longitude.optional(),
    s: latitude.optional(),
    e: longitude.optional(),
    n: latitude.optional(),
  })
  .refine(
    (q) => {
      const { w, s, e, n } = q;
      if (w === undefined && s === undefined && e === undefined && n === undefined)
        return q.z <= ZOOM_SEM_AREA;
      return w !== undefined && s !== undefined && e !== undefined && n !== undefined && w <= e && s <= n;
    },
    { message: 'Informe os quatro limites da área (oeste ≤ leste, sul ≤ norte).', path: ['w'] },
  );
export type MapaQuery = z.input<typeof mapaQuery>;

export const mapa = z
  .object({
    /** Map items (spec §3): a case's identifier and where its crime scene is. */
    casos: z.array(z.object({ id: z.string(), latitude: z.number(), longitude: z.number() })),
    /** Cases too close together at this zoom, as one marker; `zoom` is where they come apart. */
    grupos: z.array(
      z.object({ latitude: z.number(), longitude: z.number(), total: contagem, zoom: z.number().int() }),
    ),
    /** All cases on the map (not only these), and the box around them (null when none). */
    total: contagem,
    limites: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
    /** The state's deaths in cases the map cannot place (no scene with a position), by why. */
    sem_local: semLocal,
    calculado_em: calculadoEm,
  })
  .meta({ id: 'Mapa' });
export type Mapa = z.infer<typeof mapa>;
