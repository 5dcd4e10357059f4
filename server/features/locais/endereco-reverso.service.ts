/**
 * The address of a position, looked up on the server: one place keeps the geocoder's usage policy
 * (its User-Agent, one request a second for the whole force, answers cached), the browser talks
 * only to us, and the city is matched to the municipality table the forms and dashboard use.
 */
import { and, eq, sql } from 'drizzle-orm';
import { UFS, type Uf } from '../../../shared/geo';
import type { EnderecoReverso } from '../../../shared/schemas/locais';
import { estados, municipios } from '../../db/schema';
import { AppError } from '../../errors';
import { type Geocoder, GeocoderError } from '../../geo/geocoder';
import type { ServiceContext } from '../../kit/context';

const ufDe = (value: string | null): Uf | null => UFS.find((uf) => uf === value?.toUpperCase()) ?? null;

async function municipioDe(ctx: ServiceContext, nome: string, uf: Uf | null) {
  const [row] = await ctx.db
    .select({ id: municipios.id, nome: municipios.nome, uf: estados.uf })
    .from(municipios)
    .innerJoin(estados, eq(estados.id, municipios.estadoId))
    .where(
      and(
        sql`immutable_unaccent(lower(${municipios.nome})) = immutable_unaccent(lower(${nome}))`,
        uf ? eq(estados.uf, uf) : undefined,
      ),
    )
    .limit(2);
  return row ?? null;
}

export async function getEnderecoReverso(
  ctx: ServiceContext,
  geocoder: Geocoder,
  latitude: number,
  longitude: number,
): Promise<EnderecoReverso> {
  let achado: Awaited<ReturnType<Geocoder['reverse']>>;
  try {
    achado = await geocoder.reverse(latitude, longitude);
  } catch (error) {
    if (error instanceof GeocoderError)
      throw new AppError('GEOCODER_UNAVAILABLE', 'Erro ao obter o endereço');
    throw error;
  }
  if (!achado) return { endereco: null };
  const uf = ufDe(achado.estado);
  const cidade = achado.cidade ? await municipioDe(ctx, achado.cidade, uf) : null;
  return {
    endereco: {
      rua: achado.rua,
      numero: achado.numero,
      bairro: achado.bairro,
      cep: achado.cep,
      estado: cidade ? ufDe(cidade.uf) : uf,
      cidade_id: cidade?.id ?? null,
      cidade,
    },
  };
}
