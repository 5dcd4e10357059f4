import type { Modulo } from '../modulo';
import { documentosCasoOverlay } from './caso-overlay';

/** A person's scanned documents: no screen of their own, counted on the person in the case. */
export const documentos: Modulo = { caso: { overlay: documentosCasoOverlay } };
