/**
 * The endpoint table: every operation of the API by name. The server registers its routes from
 * it, the OpenAPI document is generated from it, the client calls operations by name and the
 * outbox stores them as typed operations. A feature adds its operations in a module of its own.
 */
import { acionamentosEndpoints } from './acionamentos';
import { adminEndpoints } from './admin';
import { anotacoesEndpoints } from './anotacoes';
import { authEndpoints } from './auth';
import { buscaEndpoints } from './busca';
import { casosEndpoints } from './casos';
import { croquiEndpoints } from './croqui';
import { documentosEndpoints, mediaEndpoints } from './documentos';
import type { EndpointInput, EndpointOutput } from './endpoint';
import { equipeEndpoints } from './equipe';
import { locaisEndpoints } from './locais';
import { meiosEndpoints } from './meios';
import { painelEndpoints } from './painel';
import { pessoasEndpoints } from './pessoas';
import { referenciaEndpoints } from './referencia';
import { relatorioEndpoints } from './relatorio';
import { sistemaEndpoints } from './sistema';
import { usuariosEndpoints } from './usuarios';
import { versoesEndpoints } from './versoes';
import { vestigiosEndpoints } from './vestigios';

export const ENDPOINTS = {
  ...sistemaEndpoints,
  ...authEndpoints,
  ...referenciaEndpoints,
  ...casosEndpoints,
  ...pessoasEndpoints,
  ...documentosEndpoints,
  ...mediaEndpoints,
  ...locaisEndpoints,
  ...meiosEndpoints,
  ...acionamentosEndpoints,
  ...anotacoesEndpoints,
  ...equipeEndpoints,
  ...vestigiosEndpoints,
  ...buscaEndpoints,
  ...usuariosEndpoints,
  ...adminEndpoints,
  ...croquiEndpoints,
  ...painelEndpoints,
  ...relatorioEndpoints,
  ...versoesEndpoints,
};

export type Endpoints = typeof ENDPOINTS;
export type OperationName = keyof Endpoints;
export type OperationInput<Op extends OperationName> = EndpointInput<Endpoints[Op]>;
export type OperationOutput<Op extends OperationName> = EndpointOutput<Endpoints[Op]>;

/** Operations that change something: the ones the outbox carries. */
export type WriteOperation = {
  [Op in OperationName]: Endpoints[Op]['method'] extends 'GET' ? never : Op;
}[OperationName];

export const OPERATION_NAMES = Object.keys(ENDPOINTS) as OperationName[];
