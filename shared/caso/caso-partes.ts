/**
 * The case's features, one line each: the case's read model, the hub's tiles, the report's items
 * and sections and the endpoint table are composed from the parts listed here (each declared in its
 * own `shared/api/<área>.ts`). A new case feature declares its part there and adds its line here.
 * The server's registry (server/features/registro.ts) and the app's (app/features/modulos.ts) are
 * keyed by these names: a feature missing on one side fails the type check.
 */
import { acionamentosNoCaso } from '../api/acionamentos';
import { anotacoesNoCaso } from '../api/anotacoes';
import { compartilhamentoNoCaso } from '../api/compartilhamento';
import { croquiNoCaso } from '../api/croqui';
import { equipeNoCaso } from '../api/equipe';
import { locaisNoCaso } from '../api/locais';
import { meiosNoCaso } from '../api/meios';
import { ocorrenciaNoCaso } from '../api/ocorrencia';
import { pessoasNoCaso } from '../api/pessoas';
import { relatorioNoCaso } from '../api/relatorio';
import { veiculosNoCaso } from '../api/veiculos';
import { vestigiosNoCaso } from '../api/vestigios';
import {
  type CamadasDe,
  type ItemDaParte,
  juntarCampos,
  juntarEndpoints,
  type SecoesDe,
  type TileDe,
} from './caso-parte';

export const PARTES_DO_CASO = {
  ocorrencia: ocorrenciaNoCaso,
  pessoas: pessoasNoCaso,
  locais: locaisNoCaso,
  meios: meiosNoCaso,
  veiculos: veiculosNoCaso,
  acionamentos: acionamentosNoCaso,
  anotacoes: anotacoesNoCaso,
  vestigios: vestigiosNoCaso,
  equipe: equipeNoCaso,
  compartilhamento: compartilhamentoNoCaso,
  relatorio: relatorioNoCaso,
  croqui: croquiNoCaso,
} as const;

/** A case feature's name: the key of its line in each side's registry. */
export type NomeDaParte = keyof typeof PARTES_DO_CASO;
const PARTES = Object.values(PARTES_DO_CASO);

type Tile = TileDe<typeof PARTES_DO_CASO>;

/** The parts' fields of the case (`caso` in shared/schemas/casos.ts adds the case's own). */
export const CAMPOS_DAS_PARTES = juntarCampos(PARTES_DO_CASO);

/** The parts' operations (shared/api/index.ts adds the other areas'). */
export const ENDPOINTS_DAS_PARTES = juntarEndpoints(PARTES_DO_CASO);

const tilesComOrdem = PARTES.flatMap((parte) =>
  Object.entries(parte.tiles).map(([tile, ordem]) => ({ tile: tile as Tile, ordem })),
);

/** The hub's tiles in spec §2.3's order. */
export const TILES_DAS_PARTES: readonly Tile[] = tilesComOrdem
  .sort((a, b) => a.ordem - b.ordem)
  .map(({ tile }) => tile);

interface ItemDoRelatorio {
  tile: Tile;
  rotulo: string;
  preenchido: (contagem: number) => boolean;
}

/** The report's items in spec §4's order. */
export const ITENS_DAS_PARTES: readonly ItemDoRelatorio[] = PARTES.flatMap(
  (parte): readonly ItemDaParte<Tile>[] => parte.relatorio ?? [],
)
  .sort((a, b) => a.ordem - b.ordem)
  .map(({ tile, rotulo, preenchido }) => ({ tile, rotulo, preenchido: preenchido ?? ((n) => n > 0) }));

/** The sections the parts give the report, as each declared them. */
export type SecaoDasPartes = SecoesDe<typeof PARTES_DO_CASO>;

export const SECOES_DAS_PARTES: readonly SecaoDasPartes[] = PARTES.flatMap(
  (parte): readonly SecaoDasPartes[] =>
    'secoes' in parte ? (parte.secoes as readonly SecaoDasPartes[]) : [],
);

/** The layers the parts give the croqui, as each declared them, in drawing order. */
export type CamadaDasPartes = CamadasDe<typeof PARTES_DO_CASO>;

export const CAMADAS_DAS_PARTES: readonly CamadaDasPartes[] = PARTES.flatMap(
  (parte): readonly CamadaDasPartes[] =>
    'croqui' in parte ? (parte.croqui as readonly CamadaDasPartes[]) : [],
).sort((a, b) => a.ordem - b.ordem);
