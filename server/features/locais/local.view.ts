/** The scene's location and the cameras of a case as the API answers them. */
import { asc, eq, inArray } from 'drizzle-orm';
import { coordenadasDe } from '../../../shared/geo';
import type { Camera, Condicoes, LocalCrime } from '../../../shared/schemas/locais';
import type { DbOrTx } from '../../db/client';
import { cameras, condicoesLocal, estados, locais, municipios } from '../../db/schema';
import { versaoDe, versoesDe } from '../../kit/versao';

type LocalRow = typeof locais.$inferSelect;
type CameraRow = typeof cameras.$inferSelect;
type CidadeDe = Map<number, { id: number; nome: string; uf: string }>;
type EnderecoPosicaoRow = Pick<
  LocalRow,
  | 'rua'
  | 'numero'
  | 'bairro'
  | 'complemento'
  | 'cidade_id'
  | 'cep'
  | 'estado'
  | 'latitude'
  | 'longitude'
  | 'precisaoM'
  | 'obtidaEm'
>;

export async function cidadesDe(db: DbOrTx, ids: (number | null)[]): Promise<CidadeDe> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: municipios.id, nome: municipios.nome, uf: estados.uf })
    .from(municipios)
    .innerJoin(estados, eq(estados.id, municipios.estadoId))
    .where(inArray(municipios.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The address and device position a row keeps (scene, camera, vestígio), as the API answers them. */
export function enderecoPosicao(row: EnderecoPosicaoRow, cidades: CidadeDe) {
  return {
    rua: row.rua,
    numero: row.numero,
    bairro: row.bairro,
    complemento: row.complemento,
    cidade_id: row.cidade_id,
    cep: row.cep,
    estado: row.estado as LocalCrime['estado'],
    cidade: row.cidade_id === null ? null : (cidades.get(row.cidade_id) ?? null),
    coordenadas: coordenadasDe(row.latitude, row.longitude),
    precisao_m: row.precisaoM,
    obtida_em: row.obtidaEm?.toISOString() ?? null,
  };
}

function localizacao(row: LocalRow | CameraRow, cidades: CidadeDe, mapaMediaId: string | null) {
  return {
    id: row.id,
    ...enderecoPosicao(row, cidades),
    mapa_media_id: mapaMediaId,
    created_at: row.createdAt.toISOString(),
  };
}

function condicoesDe(row: typeof condicoesLocal.$inferSelect | undefined): Condicoes | null {
  if (!row) return null;
  return {
    vizinhanca: row.vizinhanca,
    clima: row.clima,
    tipo: row.tipo,
    local_interno: row.localInterno,
    local_externo: row.localExterno,
    qualidade: row.qualidade,
    higiene: row.higiene,
    organizacao: row.organizacao,
  };
}

export async function loadLocaisDoCaso(
  db: DbOrTx,
  casoId: string,
): Promise<{ geolocalizacao_caso: LocalCrime[]; geolocalizacao_camera: Camera[] }> {
  const locaisRows = await db
    .select({ local: locais, condicoes: condicoesLocal })
    .from(locais)
    .leftJoin(condicoesLocal, eq(condicoesLocal.localId, locais.id))
    .where(eq(locais.casoId, casoId))
    .orderBy(asc(locais.createdAt), asc(locais.id));
  const cameraRows = await db
    .select()
    .from(cameras)
    .where(eq(cameras.casoId, casoId))
    .orderBy(asc(cameras.createdAt), asc(cameras.id));
  const cidades = await cidadesDe(db, [
    ...locaisRows.map(({ local }) => local.cidade_id),
    ...cameraRows.map((row) => row.cidade_id),
  ]);
  const versoes = await versoesDe(db, [
    ...locaisRows.map(({ local }) => local.id),
    ...cameraRows.map((row) => row.id),
  ]);
  return {
    geolocalizacao_caso: locaisRows.map(({ local, condicoes }) => ({
      ...localizacao(local, cidades, local.mapaMediaId),
      condicoes: condicoesDe(condicoes ?? undefined),
      versao: versoes.get(local.id) ?? 1,
    })),
    geolocalizacao_camera: cameraRows.map((row) => ({
      ...localizacao(row, cidades, row.imagemMediaId),
      versao: versoes.get(row.id) ?? 1,
    })),
  };
}

export async function presentLocal(db: DbOrTx, id: string): Promise<LocalCrime> {
  const [row] = await db
    .select({ local: locais, condicoes: condicoesLocal })
    .from(locais)
    .leftJoin(condicoesLocal, eq(condicoesLocal.localId, locais.id))
    .where(eq(locais.id, id));
  if (!row) throw new Error(`local ${id} sumiu na própria transação`);
  const cidades = await cidadesDe(db, [row.local.cidade_id]);
  return {
    ...localizacao(row.local, cidades, row.local.mapaMediaId),
    condicoes: condicoesDe(row.condicoes ?? undefined),
    versao: await versaoDe(db, id),
  };
}

export async function presentCamera(db: DbOrTx, row: CameraRow): Promise<Camera> {
  return {
    ...localizacao(row, await cidadesDe(db, [row.cidade_id]), row.imagemMediaId),
    versao: await versaoDe(db, row.id),
  };
}
