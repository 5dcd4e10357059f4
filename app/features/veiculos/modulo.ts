import { IconCar } from '@tabler/icons-react';
import type { Modulo } from '../modulo';
import { veiculosOverlay } from './caso-overlay';

/** The vehicles of the case (issue 42). */
export const veiculos: Modulo = {
  telas: { veiculos: () => import('./VeiculosScreen') },
  caso: {
    overlay: veiculosOverlay,
    campos: { veiculos: [] },
    tiles: [{ tile: 'veiculos', rotulo: 'Veículos', icone: IconCar, contar: (caso) => caso.veiculos.length }],
  },
};
