/**
 * Every feature's module, one line each. The router loads this list (on demand: it holds the case
 * features' overlays and the schemas they read) before drawing any screen; as it loads, the case
 * features' parts are registered with the case (casos/parte-do-caso.ts). The order is the order in
 * which the overlays fold a pending operation over the case. The case features are listed by the
 * names of their lines in the shared registry (shared/caso/caso-partes.ts): one missing here fails
 * the type check.
 */
import type { NomeDaParte } from '../../shared/caso/caso-partes';
import { acionamentos } from './acionamentos/modulo';
import { admin } from './admin/modulo';
import { alteracoes } from './alteracoes/modulo';
import { anotacoes } from './anotacoes/modulo';
import { aparelhos } from './aparelhos/modulo';
import { auth } from './auth/modulo';
import { busca } from './busca/modulo';
import { casos } from './casos/modulo';
import { registrarPartesDoCaso } from './casos/parte-do-caso';
import { compartilhamento } from './compartilhamento/modulo';
import { croqui } from './croqui/modulo';
import { documentos } from './documentos/modulo';
import { equipe } from './equipe/modulo';
import { home } from './home/modulo';
import { locais } from './locais/modulo';
import { meios } from './meios/modulo';
import type { Modulo } from './modulo';
import { ocorrencia } from './ocorrencia/modulo';
import { painel } from './painel/modulo';
import { perfil } from './perfil/modulo';
import { pessoas } from './pessoas/modulo';
import { relatorio } from './relatorio/modulo';
import { veiculos } from './veiculos/modulo';
import { vestigios } from './vestigios/modulo';

/** The case features, each with its part of the case. */
const PARTES = {
  ocorrencia,
  pessoas,
  locais,
  meios,
  veiculos,
  acionamentos,
  anotacoes,
  equipe,
  compartilhamento,
  vestigios,
  relatorio,
  croqui,
} as const satisfies Record<NomeDaParte, Modulo>;

const MODULOS: readonly Modulo[] = [
  casos,
  // A person's documents: part of the people's feature on the server, its own module here.
  documentos,
  ...Object.values(PARTES),
  home,
  auth,
  aparelhos,
  alteracoes,
  perfil,
  busca,
  admin,
  painel,
];

/** The screens by route name. */
export const TELAS: Modulo['telas'] = Object.assign({}, ...MODULOS.map((modulo) => modulo.telas));

export const PARTES_DO_CASO = MODULOS.flatMap((modulo) => (modulo.caso ? [modulo.caso] : []));
registrarPartesDoCaso(PARTES_DO_CASO);
