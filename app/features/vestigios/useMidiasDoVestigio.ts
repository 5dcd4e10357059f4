/**
 * The media of the vestígio being filled in: each file captured or picked gets its capture record
 * (hash, time, position, device) at once, before anything else can touch it.
 */
import { useCallback, useRef, useState } from 'react';
import { FOTOS_MAX, type MidiaContentType } from '../../../shared/schemas/vestigios';
import type { CapturedFile } from '../../components/MediaCapture';
import { ErroGeo, type Leitura, obterPosicao } from '../locais/geolocalizacao';
import { type MidiaRegistrada, registrarMidia } from './midia-registro';
import { posterFrame } from './poster';
import { midiaAceita, nomeDoArquivo, TIPO_NAO_PERMITIDO } from './tipo-arquivo';

/** Spec §9: the vestígio form tracks the position up to 20 s. */
export const VESTIGIO_GEO_MS = 20_000;

/** The first reading within 50 m, or the best one seen in 20 s, or null. */
export function lerPosicao(onLeitura?: (leitura: Leitura) => void): Promise<Leitura | null> {
  return obterPosicao({ desistirMs: VESTIGIO_GEO_MS, onLeitura }).catch((error: unknown) =>
    error instanceof ErroGeo ? error.melhor : null,
  );
}

export function useMidiasDoVestigio(posicao: () => Promise<Leitura | null>) {
  const [midias, setMidias] = useState<MidiaRegistrada[]>([]);
  const [aviso, setAviso] = useState<string | null>(null);
  const contagem = useRef({ fotos: 0, videos: 0 });

  const registrar = useCallback(
    async (arquivo: {
      kind: 'photo' | 'video';
      blob: Blob;
      contentType: MidiaContentType;
      filename: string;
      durationMs?: number | null;
    }) => {
      const midia = await registrarMidia(arquivo, { posicao, poster: posterFrame });
      setMidias((atual) => [...atual, midia]);
    },
    [posicao],
  );

  const cabe = (kind: 'photo' | 'video') => {
    const c = contagem.current;
    if (kind === 'video' ? c.videos >= 1 : c.fotos >= FOTOS_MAX) return false;
    if (kind === 'video') c.videos += 1;
    else c.fotos += 1;
    return true;
  };

  const capturar = (file: CapturedFile) => {
    if (!cabe(file.kind)) return;
    setAviso(null);
    const contentType = file.contentType as MidiaContentType;
    void registrar({ ...file, contentType, filename: nomeDoArquivo(contentType) });
  };

  const escolher = async (files: File[]) => {
    setAviso(null);
    for (const file of files) {
      const aceito = await midiaAceita(file);
      if (!aceito) {
        setAviso(TIPO_NAO_PERMITIDO);
        continue;
      }
      if (!cabe(aceito.kind)) continue;
      await registrar(aceito);
    }
  };

  const remover = (id: string) => {
    setMidias((atual) => {
      const saiu = atual.find((m) => m.id === id);
      if (saiu?.kind === 'video') contagem.current.videos -= 1;
      else if (saiu) contagem.current.fotos -= 1;
      return atual.filter((m) => m.id !== id);
    });
  };

  const temVideo = midias.some((m) => m.kind === 'video');
  const fotos = midias.filter((m) => m.kind === 'photo').length;
  return {
    midias,
    aviso,
    capturar,
    escolher,
    remover,
    podeFilmar: !temVideo,
    podeFotografar: fotos < FOTOS_MAX,
  };
}
