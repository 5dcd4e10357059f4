import { z } from 'zod';
import { CAMADAS_VEICULOS } from '../camadas/veiculos';
import { parteDoCaso } from '../caso/caso-parte';
import { veiculo, veiculoAtualizacao, veiculoCreateRequest } from '../schemas/veiculos';
import { SECOES_VEICULOS } from '../secoes/veiculos';
import { endpoints } from './endpoint';
import { casoParams, exclusao, registroParams } from './no-caso';

const base = { tag: 'veiculos', access: 'editar_casos', caso: 'members' } as const;
const veiculoParams = registroParams('veiculoId');

/** The vehicles of a case (issue 42 item 4). */
export const veiculosEndpoints = endpoints({
  createVeiculo: {
    ...base,
    method: 'POST',
    path: '/casos/:casoId/veiculos',
    summary:
      'Salva um veículo do caso: placa, marca e modelo, cor, ano, chassi, RENAVAM (idempotente pelo id)',
    params: casoParams,
    body: veiculoCreateRequest,
    response: veiculo,
    creates: true,
    errors: ['EDIT_WINDOW_CLOSED', 'UNPROCESSABLE'],
  },
  updateVeiculo: {
    ...base,
    method: 'PUT',
    path: '/casos/:casoId/veiculos/:veiculoId',
    summary: 'Edita os campos mudados de um veículo, com a versão em que o formulário foi aberto',
    params: veiculoParams,
    body: veiculoAtualizacao,
    response: veiculo,
    errors: ['EDIT_WINDOW_CLOSED', 'UNPROCESSABLE', 'EDIT_CONFLICT'],
  },
  deleteVeiculo: {
    ...base,
    ...exclusao,
    path: '/casos/:casoId/veiculos/:veiculoId',
    summary: 'Apaga um veículo do caso',
    params: veiculoParams,
  },
});

/** The vehicles' part of the case. */
export const veiculosNoCaso = parteDoCaso({
  croqui: CAMADAS_VEICULOS,
  endpoints: veiculosEndpoints,
  secoes: SECOES_VEICULOS,
  campos: {
    /** Oldest first. */
    veiculos: z.array(veiculo),
  },
  tiles: { veiculos: 65 },
});
