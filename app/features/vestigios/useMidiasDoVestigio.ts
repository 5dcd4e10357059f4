/**
 * The media of the vestígio being filled in: each file captured or picked gets its capture record
 * (hash, time, position, device) at once, before anything else can touch it.
 */
import { useCallback, useRef, useState } from 'react';
import { FOTOS_MAX, type MidiaContentType } from '../../../shared/schemas/vestigios';
import type { CapturedFile } from '../../components/MediaCapture';
import { ErroGeo, getPosicao, type Leitura } from '../../lib/geolocalizacao';
import { assinarNoAparelho } from '../../offline/aparelho';
import { duracaoDoVideo } from './duracao';
import { type MidiaRegistrada, registrarMidia } from './midia-registro';
import { posterFrame } from './poster';
import { midiaAceita, nomeDoArquivo, TIPO_NAO_PERMITIDO } from './tipo-arquivo';

/** Spec §9: the vestígio form tracks the position up to 20 s. */
export const VESTIGIO_GEO_MS = 20_000;

/** The first reading within 50 m, or the best one seen in 20 s, or null. */
export function getPosicaoVestigio(onLeitura?: (leitura: Leitura) => void): Promise<Leitura | null> {
  return getPosicao({ desistirMs: VESTIGIO_GEO_MS, onLeitura }).catch((error: unknown) =>
    error instanceof ErroGeo ? error.melhor : null,
  );
}

/** A file shown at once; its capture record (which may wait for the position) comes after. */
export interface Previa {
  id: string;
  kind: 'photo' | 'video';
  blob: Blob;
  poster: Blob | null;
}

export function useMidiasDoVestigio(casoId: string, posicao: () => Promise<Leitura | null>) {
  const [midias, setMidias] = useState<Previa[]>([]);
  const [aviso, setAviso] = useState<string | null>(null);
  const contagem = useRef({ fotos: 0, videos: 0 });
  const registros = useRef(new Map<string, Promise<MidiaRegistrada>>());

  const registrar = useCallback(
    async (arquivo: {
      kind: 'photo' | 'video';
      origem: 'captura' | 'importacao';
      nomeOriginal?: string | null;
      blob: Blob;
      contentType: MidiaContentType;
      filename: string;
      durationMs?: number | null;
    }) => {
      // The preview shows at once; the record may wait up to 20 s for the position.
      const id = crypto.randomUUID();
      let primeiro = true;
      const uuid = () => {
        if (!primeiro) return crypto.randomUUID();
        primeiro = false;
        return id;
      };
      setMidias((atual) => [...atual, { id, kind: arquivo.kind, blob: arquivo.blob, poster: null }]);
      const registro = registrarMidia(arquivo, {
        posicao,
        poster: posterFrame,
        uuid,
        casoId,
        assinar: assinarNoAparelho,
      });
      registros.current.set(id, registro);
      const pronto = await registro;
      if (pronto.poster) {
        const poster = pronto.poster.blob;
        setMidias((atual) => atual.map((m) => (m.id === id ? { ...m, poster } : m)));
      }
    },
    [casoId, posicao],
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
    void registrar({ ...file, origem: 'captura', contentType, filename: nomeDoArquivo(contentType) });
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
      // Like a captured clip's, a picked one's duration goes with its capture record.
      const durationMs = aceito.kind === 'video' ? await duracaoDoVideo(aceito.blob) : null;
      // Picked, not captured: recorded as an import, with what the file says of itself.
      await registrar({ ...aceito, durationMs, origem: 'importacao', nomeOriginal: file.name });
    }
  };

  const remover = (id: string) => {
    registros.current.delete(id);
    setMidias((atual) => {
      const saiu = atual.find((m) => m.id === id);
      if (saiu?.kind === 'video') contagem.current.videos -= 1;
      else if (saiu) contagem.current.fotos -= 1;
      return atual.filter((m) => m.id !== id);
    });
  };

  /** Every file's capture record, in the order shown; waits for those still being made. */
  const registrados = () =>
    Promise.all(
      midias.flatMap((m) => {
        const registro = registros.current.get(m.id);
        return registro ? [registro] : [];
      }),
    );

  const temVideo = midias.some((m) => m.kind === 'video');
  const fotos = midias.filter((m) => m.kind === 'photo').length;
  return {
    midias,
    registrados,
    aviso,
    capturar,
    escolher,
    remover,
    podeFilmar: !temVideo,
    podeFotografar: fotos < FOTOS_MAX,
  };
}
