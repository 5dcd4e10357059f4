/**
 * A case as the server answers it, empty, for the overlay tests: each feature that adds a field to
 * the case adds its empty value here, once, instead of in every test.
 */
import { CASO_TILES, type Caso } from '../../../shared/schemas/casos';
import type { OutboxRequest } from '../../offline/db';
import type { CasoOverlayContext } from './caso-view';

export const CASO_ID = 'c0000000-0000-4000-8000-000000000001';

export function casoDoServidor(overrides: Partial<Caso> = {}): Caso {
  return {
    id: CASO_ID,
    name: 'Caso do Centro',
    identificador: '2026.000001',
    created_at: '2026-11-20T10:00:00.000-03:00',
    editavel_ate: '2026-11-21T10:00:00.000-03:00',
    acesso: 'membro',
    versao: 1,
    revisao: 1,
    policy: {
      pode_editar: true,
      pode_excluir: true,
      pode_compartilhar: true,
      pode_revogar: true,
      motivo: null,
    },
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
    vestigios: [],
    equipe: [],
    delegado: null,
    compartilhamentos: [],
    contagens: Object.fromEntries(CASO_TILES.map((tile) => [tile, 0])) as Caso['contagens'],
    acessos_justificados: [],
    relatorio_exclusoes: [],
    intimacoes: [],
    ...overrides,
  };
}

/** Who works in the overlay tests, with no reference lists on the device unless a test gives them. */
export function contextoDeTeste(overrides: Partial<CasoOverlayContext> = {}): CasoOverlayContext {
  return {
    user: {
      id: 'u',
      name: 'Carla Investigadora',
      matricula: '1000003',
      cargo: null,
      unidade: null,
      srpc: null,
      roles: [],
      permissions: [],
    },
    janelaEdicaoHoras: 24,
    municipio: () => undefined,
    encaminhamento: () => undefined,
    ...overrides,
  };
}

export type Pendente = OutboxRequest & { createdAt: number };

/** An operation of the selected case waiting in the outbox since `createdAt`. */
export function pendente(op: OutboxRequest['op'], input: unknown, createdAt: number): Pendente {
  return { id: crypto.randomUUID(), op, input, label: op, casoId: CASO_ID, createdAt } as Pendente;
}
