/**
 * Vehicles saved, edited or deleted on the device, shown in the case before the server has them:
 * as the list will read them (the plate written as the shared schema writes it), marked offline.
 */
import { z } from 'zod';
import { veiculoAtualizacao, veiculoCreateRequest } from '../../../shared/schemas/veiculos';
import { type CasoOverlay, comLinha, criadoNoAparelho, peloCorpo } from '../casos/caso-view';
import type { VeiculoView } from './caso-view';

const mudancas = veiculoAtualizacao.transform(({ versao_base: _v, resolucao: _r, ...campos }) => campos);

export const veiculosOverlay: CasoOverlay = {
  createVeiculo: peloCorpo(veiculoCreateRequest, (view, corpo, meta, context) => {
    const veiculo: VeiculoView = criadoNoAparelho(corpo, meta, context);
    return { ...view, veiculos: comLinha(view.veiculos, veiculo) };
  }),
  updateVeiculo: (view, { params, body }) => {
    const lido = z.unknown().pipe(mudancas).safeParse(body);
    if (!view || !lido.success) return view;
    const campos = Object.fromEntries(Object.entries(lido.data).filter(([, valor]) => valor !== undefined));
    return {
      ...view,
      veiculos: view.veiculos.map((row) =>
        row.id === params.veiculoId ? { ...row, ...campos, offline: true } : row,
      ),
    };
  },
  deleteVeiculo: (view, { params }) =>
    view && { ...view, veiculos: view.veiculos.filter((row) => row.id !== params.veiculoId) },
};
