/** The notes and the video note as their screens show them (their part of the case view). */
import type { Anotacao, VideoNota } from '../../../shared/schemas/anotacoes';
import type { Salvo } from '../casos/caso-view';

export type AnotacaoView = Salvo<Anotacao>;
export type VideoNotaView = Salvo<VideoNota>;

declare module '../casos/caso-view' {
  interface CamposDoCaso {
    /** Newest first, as the server orders them; a note saved on the device goes on top. */
    anotacoes: AnotacaoView[];
    video_nota: VideoNotaView | null;
  }
}
