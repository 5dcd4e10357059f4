import { parteDoCaso } from '../caso/caso-parte';
import { ocorrencia, ocorrenciaAtualizacao } from '../schemas/ocorrencia';
import { SECOES_OCORRENCIA } from '../secoes/ocorrencia';
import { endpoints } from './endpoint';
import { casoParams } from './no-caso';

/** The case's occurrence: its police numbers and the fact (issue 42 items 1 and 2). */
export const ocorrenciaEndpoints = endpoints({
  saveOcorrencia: {
    method: 'PUT',
    path: '/casos/:casoId/ocorrencia',
    summary:
      'Grava a ocorrência do caso: boletins, procedimento, natureza, data e hora do fato e histórico (só os campos mudados, com a versão)',
    tag: 'ocorrencia',
    access: 'editar_casos',
    caso: 'members',
    params: casoParams,
    body: ocorrenciaAtualizacao,
    response: ocorrencia,
    // The numbers come days after the scene (the inquiry is opened later): a member records them
    // whatever the 24-hour window, as the official papers (docs/decisions.md, issue 42).
    errors: ['FORBIDDEN', 'EDIT_CONFLICT'],
  },
});

/** The occurrence's part of the case: its one record, its tile, the report's first section. */
export const ocorrenciaNoCaso = parteDoCaso({
  endpoints: ocorrenciaEndpoints,
  secoes: SECOES_OCORRENCIA,
  campos: {
    /** Empty (version 1) while nobody has filled it. */
    ocorrencia,
  },
  tiles: { ocorrencia: 5 },
});
