/** The overlays every case screen folds: each feature that writes to a case registers its own here. */
import { acionamentosOverlay } from '../acionamentos/caso-overlay';
import { anotacoesOverlay } from '../anotacoes/caso-overlay';
import { compartilhamentoOverlay } from '../compartilhamento/caso-overlay';
import { documentosCasoOverlay } from '../documentos/caso-overlay';
import { equipeOverlay } from '../equipe/caso-overlay';
import { locaisOverlay } from '../locais/caso-overlay';
import { meiosOverlay } from '../meios/caso-overlay';
import { pessoasOverlay } from '../pessoas/caso-overlay';
import { relatorioOverlay } from '../relatorio/caso-overlay';
import { vestigiosOverlay } from '../vestigios/caso-overlay';
import { casoOverlay } from './caso-overlay';
import type { CasoOverlay } from './caso-view';

export const CASO_OVERLAYS: readonly CasoOverlay[] = [
  casoOverlay,
  pessoasOverlay,
  documentosCasoOverlay,
  locaisOverlay,
  meiosOverlay,
  acionamentosOverlay,
  anotacoesOverlay,
  equipeOverlay,
  compartilhamentoOverlay,
  vestigiosOverlay,
  relatorioOverlay,
];
