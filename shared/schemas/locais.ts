/**
 * The scene's location (Local do Crime) with its conditions, and the security cameras around it
 * (spec §3 'Crime scene location', 'Scene conditions'; §4 'Location', 'Security camera add').
 */
import { z } from 'zod';
import { LIMITES_BRASIL, UFS } from '../geo';
import { OPCOES_CONDICOES } from '../options-caso';
import { uuid } from './common';
import { inputShape, option, outputShape } from './fields';
import { instante } from './instante';
import { enderecoFields } from './pessoas';
import { atualizacao, versao } from './versao';

/** The person address's fields and the state, which the city fills and a user may set alone. */
export const enderecoLocalFields = { ...enderecoFields, estado: option(UFS) };

const FORA_DO_BRASIL = 'A posição está fora do Brasil.';

const grau = (limites: readonly [number, number]) =>
  z
    .number({ message: 'Coordenada inválida.' })
    .min(limites[0], FORA_DO_BRASIL)
    .max(limites[1], FORA_DO_BRASIL);

/** Where the spot is and, for a device fix, how well and when it was known. */
const posicaoShape = {
  latitude: grau(LIMITES_BRASIL.latitude)
    .nullish()
    .transform((value) => value ?? null),
  longitude: grau(LIMITES_BRASIL.longitude)
    .nullish()
    .transform((value) => value ?? null),
  precisao_m: z
    .number()
    .min(0, 'A precisão não pode ser negativa.')
    .max(100_000)
    .nullish()
    // To the centimetre: the column is a PostgreSQL real, where a value like 1e-185 underflows (a 500).
    .transform((value) => (value == null ? null : Math.round(value * 100) / 100)),
  obtida_em: instante()
    .nullish()
    .transform((value) => value ?? null),
};

type Posicao = {
  latitude: number | null;
  longitude: number | null;
  precisao_m: number | null;
  obtida_em: string | null;
};

function posicaoCoerente(value: Posicao, context: z.RefinementCtx) {
  if ((value.latitude === null) !== (value.longitude === null)) {
    context.addIssue({ code: 'custom', path: ['latitude'], message: 'Informe latitude e longitude.' });
  }
  if (value.latitude === null && (value.precisao_m !== null || value.obtida_em !== null)) {
    context.addIssue({ code: 'custom', path: ['precisao_m'], message: 'Precisão sem posição.' });
  }
}

/** A place nobody could find again records nothing: a position, or typed by hand the city or the street. */
function localIdentificado(
  value: Posicao & { rua: string | null; cidade_id: number | null },
  context: z.RefinementCtx,
) {
  if (value.latitude === null && value.cidade_id === null && !value.rua) {
    context.addIssue({ code: 'custom', path: ['cidade_id'], message: 'Informe a cidade ou a rua do local.' });
  }
}

export const condicoesFields = {
  vizinhanca: option(OPCOES_CONDICOES.vizinhanca),
  clima: option(OPCOES_CONDICOES.clima),
  tipo: option(OPCOES_CONDICOES.tipo),
  local_interno: option(OPCOES_CONDICOES.local_interno),
  local_externo: option(OPCOES_CONDICOES.local_externo),
  qualidade: option(OPCOES_CONDICOES.qualidade),
  higiene: option(OPCOES_CONDICOES.higiene),
  organizacao: option(OPCOES_CONDICOES.organizacao),
};

/** An indoor scene has no outdoor kind and the reverse (spec §2.3: according to tipo). */
export const condicoesInput = z.object(inputShape(condicoesFields)).transform((value) => ({
  ...value,
  local_interno: value.tipo === 'INTERNO' ? value.local_interno : null,
  local_externo: value.tipo === 'EXTERNO' ? value.local_externo : null,
}));

export const condicoes = z.object(outputShape(condicoesFields)).meta({ id: 'CondicoesLocal' });
export type Condicoes = z.infer<typeof condicoes>;

export const localCrimeCreateRequest = z
  .object({
    id: uuid,
    ...inputShape(enderecoLocalFields),
    ...posicaoShape,
    condicoes: condicoesInput,
  })
  .superRefine(posicaoCoerente)
  .superRefine(localIdentificado);

export const cameraCreateRequest = z
  .object({ id: uuid, ...inputShape(enderecoLocalFields), ...posicaoShape })
  .superRefine(posicaoCoerente)
  .superRefine(localIdentificado);

/** The city of a spot saved without one, given later ('Cidade a confirmar'). */
export const localCidadeRequest = z
  .object({ cidade_id: z.number({ message: 'Informe a cidade.' }).int().positive().max(2_147_483_647) })
  .meta({ id: 'LocalCidadeRequest' });
export type LocalCidadeRequest = z.input<typeof localCidadeRequest>;
/** PUT: the city and the version of the location or camera the screen showed (issue 26). */
export const localCidadeAtualizacao = atualizacao(localCidadeRequest).meta({ id: 'LocalCidadeAtualizacao' });

const cidade = z.object({ id: z.number().int(), nome: z.string(), uf: z.string() }).nullable();

const localizacaoShape = {
  id: uuid,
  ...outputShape(enderecoLocalFields),
  cidade,
  /** [longitude, latitude] (shared/geo.ts). */
  coordenadas: z.tuple([z.number(), z.number()]).nullable(),
  precisao_m: z.number().nullable(),
  obtida_em: z.string().nullable(),
  /** The PNG of the map at the spot; null until made (or when there is no position). */
  mapa_media_id: uuid.nullable(),
  created_at: z.string(),
  /** Issue 26: what an edit or delete of this record names as its base (shared/schemas/versao.ts). */
  versao,
};

export const localCrime = z
  .object({ ...localizacaoShape, condicoes: condicoes.nullable() })
  .meta({ id: 'LocalCrime' });
export type LocalCrime = z.infer<typeof localCrime>;

export const camera = z.object(localizacaoShape).meta({ id: 'CameraSeguranca' });
export type Camera = z.infer<typeof camera>;

export const enderecoReversoQuery = z.object({
  latitude: z.coerce.number().pipe(grau(LIMITES_BRASIL.latitude)),
  longitude: z.coerce.number().pipe(grau(LIMITES_BRASIL.longitude)),
});

/** The geocoder's address with its city matched to a municipality; null when none was found. */
export const enderecoReverso = z
  .object({
    endereco: z
      .object({
        rua: z.string().nullable(),
        numero: z.string().nullable(),
        bairro: z.string().nullable(),
        cep: z.string().nullable(),
        estado: z.enum(UFS).nullable(),
        cidade_id: z.number().int().nullable(),
        cidade,
      })
      .nullable(),
  })
  .meta({ id: 'EnderecoReverso' });
export type EnderecoReverso = z.infer<typeof enderecoReverso>;
