import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { SCREENS } from '../../../../shared/routes';
import { setSelectedCaso } from '../../../lib/selected-caso';
import { save } from '../../../offline/fila/save';
import { seedOfflineRead } from '../../../offline/useOfflineQuery';

/**
 * Creates a case (both creation screens) through the one write path. Online it becomes the
 * selected case with the server's number; offline it is selected unnumbered and its hub is built
 * by the case overlay. Resolves false when nothing was saved, so the form keeps the typed name.
 * The server's answer is the case itself: kept as the case's read, so its hub opens — and takes
 * records — even if the signal drops before the hub could read it.
 */
export function useCreateCaso(): (name: string) => Promise<boolean> {
  const navigate = useNavigate();
  return useCallback(
    async (name: string) => {
      const id = crypto.randomUUID();
      const result = await save(
        { id, op: 'createCaso', input: { body: { id, name } }, label: `Caso ${name}`, casoId: id },
        { success: 'Caso criado com sucesso!', failureTitle: 'Falha ao salvar no banco de dados' },
      );
      if (!result.ok) return false;
      const criado = result.sent ? result.response : null;
      if (criado) await seedOfflineRead('getCaso', { params: { casoId: id } }, criado);
      const identificador = criado?.identificador ?? null;
      setSelectedCaso({ id, name, identificador });
      await navigate(SCREENS.Caso.path);
      return true;
    },
    [navigate],
  );
}
