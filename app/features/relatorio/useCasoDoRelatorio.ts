import { useEffect } from 'react';
import { useParams } from 'react-router';
import { getSelectedCaso, setSelectedCaso, useSelectedCasoRef } from '../../lib/selected-caso';
import { useCaso } from '../casos/useCaso';

/**
 * The case whose report is shown: the one named in the address ('/relatorio/<id>', spec §2.1),
 * else the selected one. A case opened by its link becomes the selected case only when none is
 * (issue 40): the case selected for the shift is changed by the officer, never by a link followed,
 * and the screen names both (`selecionado`) and offers the change (`selecionar`).
 */
export function useCasoDoRelatorio() {
  const { casoId: doEndereco } = useParams<{ casoId?: string }>();
  const selected = useSelectedCasoRef();
  const casoId = doEndereco ?? selected?.id ?? null;
  const read = useCaso(casoId);
  const { caso } = read;

  useEffect(() => {
    if (caso && doEndereco === caso.id && getSelectedCaso() === null) {
      setSelectedCaso({ id: caso.id, name: caso.name, identificador: caso.identificador });
    }
  }, [caso, doEndereco]);

  const outroSelecionado = caso && selected && selected.id !== caso.id ? selected : null;
  const selecionar = () => {
    if (caso) setSelectedCaso({ id: caso.id, name: caso.name, identificador: caso.identificador });
  };
  return { ...read, casoId, outroSelecionado, selecionar };
}
