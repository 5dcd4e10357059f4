/**
 * A case as the server answers it, empty, for the overlay tests: each feature that adds a field to
 * the case adds its empty value here, once, instead of in every test.
 */
import { CASO_TILES, type Caso } from '../../../shared/schemas/casos';

export const CASO_ID = 'c0000000-0000-4000-8000-000000000001';

export function casoDoServidor(overrides: Partial<Caso> = {}): Caso {
  return {
    id: CASO_ID,
    name: 'Caso do Centro',
    identificador: '2026.000001',
    created_at: '2026-11-20T10:00:00.000-03:00',
    editavel_ate: '2026-11-21T10:00:00.000-03:00',
    acesso: 'membro',
    user: { name: 'Ana', matricula: '1000002', unidade: null, srpc: null },
    vitimas: [],
    testemunhas: [],
    suspeitos: [],
    geolocalizacao_caso: [],
    geolocalizacao_camera: [],
    meios: [],
    acionamentos: [],
    anotacoes: [],
    video_nota: null,
    equipe: [],
    delegado: null,
    compartilhamentos: [],
    vestigios: [],
    contagens: Object.fromEntries(CASO_TILES.map((tile) => [tile, 0])) as Caso['contagens'],
    acessos_justificados: [],
    ...overrides,
  };
}
