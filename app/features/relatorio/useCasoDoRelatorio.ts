import { useEffect } from 'react';
import { useParams } from 'react-router';
import { getSelectedCaso, setSelectedCaso, useSelectedCasoRef } from '../../lib/selected-caso';
import { useCaso } from '../casos/useCaso';

/**
 * The case whose report is shown: the one named in the address ('/relatorio/<id>', spec §2.1),
 * else the selected one. A case opened by its link becomes the selected case, so the banner and
 * the hub it leads back to are that case's.
 */
export function useCasoDoRelatorio() {
  const { casoId: doEndereco } = useParams<{ casoId?: string }>();
  const selected = useSelectedCasoRef();
  const casoId = doEndereco ?? selected?.id ?? null;
  const read = useCaso(casoId);
  const { caso } = read;

  useEffect(() => {
    if (caso && doEndereco === caso.id && getSelectedCaso()?.id !== caso.id) {
      setSelectedCaso({ id: caso.id, name: caso.name, identificador: caso.identificador });
    }
  }, [caso, doEndereco]);

  return { ...read, casoId };
}
