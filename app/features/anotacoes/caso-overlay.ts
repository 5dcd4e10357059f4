/**
 * Notes and the video note saved, edited or deleted on the device, shown in the case before the
 * server has them: in the author's name (the outbox only holds the logged-in user's work), marked
 * offline.
 */
import {
  anotacaoCreateRequest,
  anotacaoUpdateRequest,
  videoNotaRequest,
} from '../../../shared/schemas/anotacoes';
import type { CasoOverlay } from '../casos/caso-view';
import type { AnotacaoView } from './caso-view';

export const anotacoesOverlay: CasoOverlay = {
  createAnotacao: (view, { params, body }, meta, { user }) => {
    const parsed = anotacaoCreateRequest.safeParse(body);
    if (!view || !parsed.success) return view;
    const quando = new Date(meta.createdAt).toISOString();
    const nota: AnotacaoView = {
      id: parsed.data.id,
      versao: 1,
      anotacao: parsed.data.anotacao,
      caso_id: params.casoId,
      user: { name: user.name, matricula: user.matricula },
      created_at: quando,
      updated_at: quando,
      recebida_em: quando,
      // The author's own, as the server will answer it (the case's window is judged apart).
      pode_editar: true,
      offline: true,
    };
    // Where the server will place it: newest on top by the time it was written on the device (the
    // outbox sends that time). A queue sent several at once can have a later note already there.
    const outras = view.anotacoes.filter((row) => row.id !== nota.id);
    const depois = outras.findIndex((row) => row.created_at <= quando);
    const lugar = depois === -1 ? outras.length : depois;
    return { ...view, anotacoes: [...outras.slice(0, lugar), nota, ...outras.slice(lugar)] };
  },
  updateAnotacao: (view, { params, body }, meta) => {
    const parsed = anotacaoUpdateRequest.safeParse(body);
    if (!view || !parsed.success) return view;
    return {
      ...view,
      anotacoes: view.anotacoes.map((row) =>
        row.id === params.anotacaoId && row.anotacao !== parsed.data.anotacao
          ? {
              ...row,
              anotacao: parsed.data.anotacao,
              updated_at: new Date(meta.createdAt).toISOString(),
              offline: true,
            }
          : row,
      ),
    };
  },
  deleteAnotacao: (view, { params }) =>
    view && { ...view, anotacoes: view.anotacoes.filter((row) => row.id !== params.anotacaoId) },
  saveVideoNota: (view, { body }, meta, { user }) => {
    const parsed = videoNotaRequest.safeParse(body);
    if (!view || !parsed.success || view.video_nota?.texto === parsed.data.texto) return view;
    return {
      ...view,
      video_nota: {
        texto: parsed.data.texto,
        user: { name: user.name, matricula: user.matricula },
        updated_at: new Date(meta.createdAt).toISOString(),
        versao: view.video_nota?.versao ?? 1,
        offline: true,
      },
    };
  },
};
