/**
 * The report's croqui: the sketch's image, which the renderer is given apart (the server composes
 * it, the device keeps the last one); without it, nothing is printed.
 */
import { secaoDoRelatorio } from '../caso/relatorio-secao';

/** The image source the renderers give the croqui under. */
export const FONTE_CROQUI = 'croqui';

export const SECOES_CROQUI = [
  secaoDoRelatorio({
    secao: 'croqui',
    titulo: 'Croqui (Reconhecimento Visuográfico)',
    ordem: 50,
    itens: (_caso: object) => [{ id: FONTE_CROQUI, linhas: [], imagens: [{ fonte: FONTE_CROQUI }] }],
  }),
] as const;
