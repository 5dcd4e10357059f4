/**
 * A case as the server answers it, empty, for the overlay tests: each feature that adds a field to
 * the case adds its empty value here, once, instead of in every test.
 */
import { SEM_ENDERECO } from '../../../scripts/corpos-vestigio.mjs';
import type { SessionUser } from '../../../shared/schemas/auth';
import { CASO_TILES, type Caso } from '../../../shared/schemas/casos';
import type { EquipeMembro } from '../../../shared/schemas/equipe';
import { OCORRENCIA_VAZIA } from '../../../shared/schemas/ocorrencia';
import type { PessoaCaso } from '../../../shared/schemas/pessoa-caso';
import type { Pessoa } from '../../../shared/schemas/pessoas';
import type { OutboxRequest } from '../../offline/db';
import { PARTES_DO_CASO } from '../modulos';
import { type CasoOverlayContext, casoWithPending } from './caso-view';

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
    ocorrencia: OCORRENCIA_VAZIA,
    vitimas: [],
    testemunhas: [],
    suspeitos: [],
    geolocalizacao_caso: [],
    geolocalizacao_camera: [],
    meios: [],
    veiculos: [],
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

/** A person's record with only the name filled, as the server answers it. */
export function pessoaSoNome(id: string, nome: string): Pessoa {
  return {
    id,
    nome,
    vulgo: null,
    data_nascimento: null,
    cpf: null,
    rg: null,
    pai: null,
    mae: null,
    sexo: null,
    profissao: null,
    cor: null,
    estado_civil: null,
    conjuje: null,
    faccao: null,
    comparsa: null,
    email: null,
    telefone: null,
    naturalidade: null,
  };
}

/** A person of the case as the server lists it: a victim with nothing but the name, unless a test says more. */
export function pessoaDoCaso(pessoa: Pessoa, overrides: Partial<PessoaCaso> = {}): PessoaCaso {
  return {
    id: 'a0000000-0000-4000-8000-000000000001',
    tipo: 'vitima',
    versao: 1,
    pessoa,
    endereco: null,
    caracteristicas_fisicas: null,
    anotacoes: null,
    vitima: null,
    pessoaTipo: null,
    parentesco: null,
    vitimaVinculoId: null,
    documentos: 0,
    created_at: '2026-11-20T10:00:00.000-03:00',
    ...overrides,
  };
}

/** A military police soldier in the case's team, who is no user of the app. */
export function soldadoNaEquipe(overrides: Partial<EquipeMembro> = {}): EquipeMembro {
  return {
    id: 'a0000000-0000-4000-8000-000000000001',
    versao: 1,
    matricula: '7654321',
    name: 'Soldado Lima',
    cargo: { id: 14, nome: 'Polícia Militar' },
    unidade: null,
    usuario: false,
    created_at: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

/** The signed-in investigator of the tests, with no unit, roles or permissions unless a test gives them. */
export function usuarioDeTeste(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u',
    name: 'Carla Investigadora',
    matricula: '1000003',
    cargo: null,
    unidade: null,
    srpc: null,
    roles: [],
    permissions: [],
    ...overrides,
  };
}

/** Who works in the overlay tests, with no reference lists on the device unless a test gives them. */
export function contextoDeTeste(overrides: Partial<CasoOverlayContext> = {}): CasoOverlayContext {
  return {
    user: usuarioDeTeste(),
    janelaEdicaoHoras: 24,
    municipio: () => undefined,
    encaminhamento: () => undefined,
    ...overrides,
  };
}

export const JOAO_PESSOA = { id: 2507507, nome: 'João Pessoa', uf: 'PB' };

/** A place (scene, camera, vestígio) as the server reads it back when nothing was given. */
export const SEM_LUGAR = {
  ...SEM_ENDERECO,
  cidade: null,
  coordenadas: null,
  precisao_m: null,
  obtida_em: null,
};

/** The reference lists of a device that has downloaded them, as far as the tests need: one city, one referral. */
export const listasNoAparelho: Pick<CasoOverlayContext, 'municipio' | 'encaminhamento'> = {
  municipio: (id) => (id === JOAO_PESSOA.id ? JOAO_PESSOA : undefined),
  encaminhamento: (codigo) =>
    codigo === 'UPA_BAYEUX' ? { codigo, nome: 'UPA Bayeux', livre: false } : undefined,
};

export type Pendente = OutboxRequest & { createdAt: number };

/** An operation of the selected case waiting in the outbox since `createdAt`. */
export function pendente(op: OutboxRequest['op'], input: unknown, createdAt: number): Pendente {
  return { id: crypto.randomUUID(), op, input, label: op, casoId: CASO_ID, createdAt } as Pendente;
}

/** The selected case as its screens show it: `servidor` with `pendentes` laid over it by every feature. */
export function casoNaTela(
  servidor: Caso | null,
  pendentes: OutboxRequest[],
  contexto: CasoOverlayContext = contextoDeTeste(),
) {
  return casoWithPending(PARTES_DO_CASO, CASO_ID, servidor, pendentes, contexto);
}
