/** How a case created or renamed on the device shows before the server has it. */
import { POLICY_DO_CRIADOR } from '../../../shared/caso/caso-policy';
import { CASO_TILES, type CasoTile } from '../../../shared/schemas/casos';
import { noRelogioDoServidor } from '../../lib/relogio-do-servidor';
import type { CasoOverlay } from './caso-view';

const HORA_MS = 3_600_000;

export const casoOverlay: CasoOverlay = {
  // Empty, numbered by nobody yet, made by the user creating it; a copy from the server wins.
  createCaso: (view, { body }, meta, { user, janelaEdicaoHoras, camposVazios }) => {
    if (view) return view;
    // On the server's clock, which the window is judged on (useCasoPolicy): a phone a day slow
    // would otherwise see the case it just made already closed.
    const criado = new Date(noRelogioDoServidor(meta.createdAt));
    return {
      id: body.id,
      name: body.name,
      identificador: null,
      created_at: criado.toISOString(),
      user: {
        name: user.name,
        matricula: user.matricula,
        unidade: user.unidade?.nome ?? null,
        srpc: user.srpc,
      },
      acesso: 'membro',
      versao: 1,
      revisao: 1,
      editavel_ate: new Date(criado.getTime() + janelaEdicaoHoras * HORA_MS).toISOString(),
      // Its creator, within the window (the clock judges the rest).
      policy: POLICY_DO_CRIADOR,
      ...camposVazios,
      delegado: null,
      contagens: Object.fromEntries(CASO_TILES.map((tile) => [tile, 0])) as Record<CasoTile, number>,
      acessos_justificados: [],
      relatorio_exclusoes: [],
      intimacoes: [],
      offline: true,
    };
  },
  renameCaso: (view, { body }) => view && { ...view, name: body.name },
};
