import { z } from 'zod';
import { parteDoCaso } from '../caso/caso-parte';
import { uuid } from '../schemas/common';
import { SECOES_CROQUI } from '../secoes/croqui';
import { endpoints } from './endpoint';

/**
 * The croqui image's size in pixels, legend band included; the default prints sharp in the
 * report's 330 × 280 box. At the smallest the map keeps 240 less three legend rows.
 */
export const CROQUI_IMAGEM = { largura: 660, altura: 560, min: 240, max: 1600 } as const;

const lado = (padrao: number) =>
  z.coerce
    .number({ message: 'Informe um número.' })
    .int('Use um número inteiro de pixels.')
    .min(CROQUI_IMAGEM.min, `Use ao menos ${CROQUI_IMAGEM.min} pixels.`)
    .max(CROQUI_IMAGEM.max, `Use no máximo ${CROQUI_IMAGEM.max} pixels.`)
    .default(padrao);

export const croquiImagemQuery = z.object({
  largura: lado(CROQUI_IMAGEM.largura),
  altura: lado(CROQUI_IMAGEM.altura),
});

export const croquiEndpoints = endpoints({
  getCroquiImagem: {
    tag: 'croqui',
    access: 'ver_casos',
    caso: 'members',
    method: 'GET',
    path: '/casos/:casoId/croqui/imagem',
    summary:
      'O croqui do caso como imagem PNG (para o relatório): o mapa com o local, os vestígios e as câmeras marcados como na tela /croqui, e a legenda. Sem os tiles, as marcações sobre fundo liso e o cabeçalho X-Croqui-Mapa: incompleto',
    params: z.object({ casoId: uuid }),
    query: croquiImagemQuery,
    response: { binary: ['image/png'] },
    errors: ['CROQUI_VAZIO'],
  },
});

/** The croqui's part of the case: a tile counting its markers, drawn from the places and the evidence. */
export const croquiNoCaso = parteDoCaso({
  endpoints: croquiEndpoints,
  secoes: SECOES_CROQUI,
  campos: {},
  tiles: { croqui: 130 },
});
