/**
 * The server's areas, one line each: the handlers that registerEndpoints routes, and the case's
 * features, each with its part of the case (registered at startup, server/app.ts) and its
 * handlers. A new case feature writes its `caso-parte.ts` and adds its line to PARTES, under the
 * name of its line in the shared registry (shared/caso/caso-partes.ts): one missing fails the type check.
 */
import type { NomeDaParte } from '../../shared/caso/caso-partes';
import type { CheckpointAnchor } from '../audit/checkpoint-store';
import type { Env } from '../env';
import type { Geocoder } from '../geo/geocoder';
import type { StaticMap } from '../geo/static-map';
import type { AssinarPdf } from '../pdf/assinatura';
import type { MediaStore } from '../storage/media-store';
import type { UploadArea } from '../storage/uploads';
import { acionamentosNoCaso } from './acionamentos/caso-parte';
import { adminHandlers } from './admin/admin.routes';
import { logCadeiaHandlers } from './admin/log-cadeia.routes';
import { usuariosHandlers } from './admin/usuarios.routes';
import { versoesHandlers } from './alteracoes/versoes.routes';
import { anotacoesNoCaso } from './anotacoes/caso-parte';
import { aparelhosHandlers } from './aparelhos/aparelhos.routes';
import { authHandlers } from './auth/auth.routes';
import { passkeysHandlers } from './auth/passkey.routes';
import { buscaHandlers } from './busca/busca.routes';
import type { ParteDoCasoNoServidor } from './casos/caso-parte';
import { casosHandlers } from './casos/casos.routes';
import { compartilhamentoNoCaso } from './compartilhamento/caso-parte';
import { croquiNoCaso } from './croqui/caso-parte';
import { documentosHandlers, mediaHandlers } from './documentos/documentos.routes';
import { equipeNoCaso } from './equipe/caso-parte';
import { locaisNoCaso } from './locais/caso-parte';
import type { Mapas } from './locais/mapa.service';
import { meiosNoCaso } from './meios/caso-parte';
import { ocorrenciaNoCaso } from './ocorrencia/caso-parte';
import { painelHandlers } from './painel/painel.routes';
import type { Painel } from './painel/painel.service';
import { pessoasNoCaso } from './pessoas/caso-parte';
import { referenciaHandlers } from './referencia/referencia.routes';
import { relatorioNoCaso } from './relatorio/caso-parte';
import { veiculosNoCaso } from './veiculos/caso-parte';
import { vestigiosNoCaso } from './vestigios/caso-parte';

/** What the server builds at startup and the handlers use (stores, the map, the signature...). */
export interface Dependencias {
  env: Env;
  store: MediaStore;
  uploads: UploadArea;
  geocoder: Geocoder;
  mapas: Mapas;
  mapa: StaticMap;
  anchor: CheckpointAnchor;
  assinar: AssinarPdf;
  painel: Painel;
}

/** The case's features, by their shared names; the order is the order their fields are read in. */
const PARTES = {
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
} as const satisfies Record<NomeDaParte, ParteDoCasoNoServidor & { handlers: (d: Dependencias) => object }>;

export const PARTES_DO_CASO: readonly ParteDoCasoNoServidor[] = Object.values(PARTES);

type Intersecao<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type HandlersDas<T> = Intersecao<
  { [K in keyof T]: T[K] extends { handlers: (d: Dependencias) => infer H } ? H : never }[keyof T]
>;

function handlersDasPartes(d: Dependencias): HandlersDas<typeof PARTES> {
  return Object.assign({}, ...Object.values(PARTES).map((parte) => parte.handlers(d)));
}

/** Every area's handlers but the server's own (health, readiness: server/http/sistema.routes.ts). */
export function handlersDasAreas(d: Dependencias) {
  return {
    ...authHandlers(d.env),
    ...passkeysHandlers(d.env),
    ...aparelhosHandlers,
    ...referenciaHandlers,
    ...casosHandlers,
    ...documentosHandlers(d.store),
    ...mediaHandlers(d.store),
    ...buscaHandlers,
    ...usuariosHandlers,
    ...adminHandlers,
    ...logCadeiaHandlers(d.anchor),
    ...painelHandlers(d.painel),
    ...versoesHandlers,
    ...handlersDasPartes(d),
  };
}
