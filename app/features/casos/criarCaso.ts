import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import type { SessionUser } from '../../../shared/schemas/auth';
import { CASO_TILES, type CasoTile, caso as casoSchema } from '../../../shared/schemas/casos';
import { setCasoSelecionado } from '../../lib/caso-selecionado';
import { useSession } from '../../lib/session';
import type { CasoView } from './caso-view';
import { salvar } from './salvar';
import { casoQueryKey } from './useCaso';

/** How long the preview of an offline case says it stays editable; the server decides for real. */
const JANELA_EDICAO_MS = 24 * 60 * 60 * 1000;

/**
 * The case as the hub shows it while its create waits in the outbox: empty, numbered by nobody yet,
 * made by the user who is creating it.
 */
export function casoVazio(id: string, name: string, user: SessionUser, agora: Date): CasoView {
  return {
    id,
    name,
    identificador: null,
    created_at: agora.toISOString(),
    user: {
      name: user.name,
      matricula: user.matricula,
      unidade: user.unidade?.nome ?? null,
      srpc: user.srpc,
    },
    acesso: 'membro',
    editavel_ate: new Date(agora.getTime() + JANELA_EDICAO_MS).toISOString(),
    vitimas: [],
    testemunhas: [],
    suspeitos: [],
    contagens: Object.fromEntries(CASO_TILES.map((tile) => [tile, 0])) as Record<CasoTile, number>,
    acessos_justificados: [],
    offline: true,
  };
}

/**
 * Creates a case (both creation screens) through the one write path. Online it becomes the
 * selected case with the server's number; offline it is selected unnumbered and its hub is built
 * from the preview. Resolves false when nothing was saved, so the form keeps the typed name.
 */
export function useCriarCaso(): (name: string) => Promise<boolean> {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    async (name: string) => {
      if (!user) return false;
      const id = crypto.randomUUID();
      const salvo = await salvar(
        {
          id,
          method: 'POST',
          url: '/casos',
          body: { id, name },
          label: `Caso ${name}`,
          casoId: id,
          preview: casoVazio(id, name, user, new Date()),
        },
        { sucesso: 'Caso criado com sucesso!', tituloErro: 'Falha ao salvar no banco de dados' },
      );
      if (!salvo.ok) return false;

      if (salvo.result.status === 'sent') {
        const criado = casoSchema.safeParse(salvo.result.response);
        if (criado.success) {
          // The hub opens with the case at once; its own read then refreshes it.
          queryClient.setQueryData(casoQueryKey(id), {
            servidor: criado.data,
            semConexao: false,
            naoEncontrado: false,
          });
        }
        setCasoSelecionado({ id, name, identificador: criado.success ? criado.data.identificador : null });
        void queryClient.invalidateQueries({ queryKey: ['casos'] });
      } else {
        setCasoSelecionado({ id, name, identificador: null });
      }
      await navigate(SCREENS.Caso.path);
      return true;
    },
    [user, queryClient, navigate],
  );
}
