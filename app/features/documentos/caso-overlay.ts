/** A document scanned or deleted on the device counts on its person's row at once. */
import type { CasoOverlay, CasoView } from '../casos/caso-view';

type PessoaCasoView = CasoView['vitimas'][number];

function contar(view: CasoView | null, pessoaId: string, delta: number): CasoView | null {
  if (!view) return view;
  const ajustar = (row: PessoaCasoView) =>
    row.pessoa.id === pessoaId ? { ...row, documentos: Math.max(0, row.documentos + delta) } : row;
  return {
    ...view,
    vitimas: view.vitimas.map(ajustar),
    testemunhas: view.testemunhas.map(ajustar),
    suspeitos: view.suspeitos.map(ajustar),
  };
}

export const documentosCasoOverlay: CasoOverlay = {
  createDocumento: (view, { params }) => contar(view, params.pessoaId, 1),
  deleteDocumento: (view, { params }) => contar(view, params.pessoaId, -1),
};
