/**
 * The endpoint table: every operation of the API by name. The server registers its routes from
 * it, the OpenAPI document is generated from it, the client calls operations by name and the
 * outbox stores them as typed operations. A feature adds its operations in a module of its own; a
 * case feature's come with its part of the case (shared/caso-partes.ts), the others are listed here.
 */

import { ENDPOINTS_DAS_PARTES } from '../caso/caso-partes';
import { adminEndpoints } from './admin';
import { aparelhosEndpoints } from './aparelhos';
import { authEndpoints } from './auth';
import { buscaEndpoints } from './busca';
import { casosEndpoints } from './casos';
import { documentosEndpoints, mediaEndpoints } from './documentos';
import type { EndpointInput, EndpointOutput, EndpointParsed } from './endpoint';
import { painelEndpoints } from './painel';
import { passkeysEndpoints } from './passkeys';
import { referenciaEndpoints } from './referencia';
import { sistemaEndpoints } from './sistema';
import { usuariosEndpoints } from './usuarios';
import { versoesEndpoints } from './versoes';

export const ENDPOINTS = {
  ...sistemaEndpoints,
  ...authEndpoints,
  ...passkeysEndpoints,
  ...aparelhosEndpoints,
  ...referenciaEndpoints,
  ...casosEndpoints,
  ...documentosEndpoints,
  ...mediaEndpoints,
  ...buscaEndpoints,
  ...usuariosEndpoints,
  ...adminEndpoints,
  ...painelEndpoints,
  ...versoesEndpoints,
  ...ENDPOINTS_DAS_PARTES,
};

export type Endpoints = typeof ENDPOINTS;
export type OperationName = keyof Endpoints;
export type OperationInput<Op extends OperationName> = EndpointInput<Endpoints[Op]>;
export type OperationOutput<Op extends OperationName> = EndpointOutput<Endpoints[Op]>;
/** The JSON body an operation's handler is given, validated: what the service behind it takes. */
export type OperationBody<Op extends OperationName> =
  EndpointParsed<Endpoints[Op]> extends { body: infer B } ? B : never;

/** Operations that change something: the ones the outbox carries. */
export type WriteOperation = {
  [Op in OperationName]: Endpoints[Op]['method'] extends 'GET' ? never : Op;
}[OperationName];

export const OPERATION_NAMES = Object.keys(ENDPOINTS) as OperationName[];
