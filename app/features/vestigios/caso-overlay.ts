/**
 * A vestígio saved on the device, shown in the case at once, marked offline, its media carrying
 * their Blobs (the screen makes object URLs of them) until the server has the files.
 */
import { coordenadasDe } from '../../../shared/geo';
import { apreensaoFields } from '../../../shared/schemas/apreensao';
import { pickValues } from '../../../shared/schemas/fields';
import { vestigioCreateRequest } from '../../../shared/schemas/vestigios';
import { type CasoOverlay, comLinha, lugarNoAparelho, peloCorpo } from '../casos/caso-view';
import type { MidiaView, VestigioView } from './caso-view';

export const vestigiosOverlay: CasoOverlay = {
  createVestigio: peloCorpo(vestigioCreateRequest, (view, corpo, meta, context) => {
    const blobs = new Map((meta.uploads ?? []).map((file) => [file.mediaId, file.blob]));
    const autor = { name: context.user.name, matricula: context.user.matricula };
    const recebida = new Date(meta.createdAt).toISOString();
    const midias: MidiaView[] = corpo.midias.map((midia) => ({
      id: midia.id,
      kind: midia.kind,
      content_type: midia.content_type,
      size_bytes: midia.size_bytes,
      sha256: midia.sha256,
      url: '',
      miniatura_url: null,
      origem: midia.origem ?? null,
      registrada_em: midia.capturada_em,
      // The server has not seen it yet: nothing verified, nothing judged.
      verificacao: null,
      hora_fora_do_caso: null,
      arquivo: midia.arquivo
        ? {
            nome_original: midia.arquivo.nome_original,
            criado_em: midia.arquivo.criado_em,
            coordenadas: coordenadasDe(midia.arquivo.latitude, midia.arquivo.longitude),
            modelo: midia.arquivo.modelo,
          }
        : null,
      capturada_por: autor,
      // [longitude, latitude], as the server answers (shared/geo.ts).
      coordenadas: coordenadasDe(midia.latitude, midia.longitude),
      precisao_m: midia.precisao_m,
      dispositivo: null,
      duracao_ms: midia.duracao_ms ?? null,
      recebida_em: recebida,
      blob: blobs.get(midia.id) ?? null,
      posterBlob: midia.poster_id ? (blobs.get(midia.poster_id) ?? null) : null,
    }));
    const vestigio: VestigioView = {
      id: corpo.id,
      versao: 1,
      tipo: corpo.tipo,
      descricao: corpo.descricao,
      ...lugarNoAparelho(corpo, context),
      ...pickValues(apreensaoFields, corpo),
      midias,
      user: autor,
      created_at: recebida,
      offline: true,
    };
    return { ...view, vestigios: comLinha(view.vestigios, vestigio) };
  }),
  deleteVestigioMidia: (view, { params }) =>
    view && {
      ...view,
      vestigios: view.vestigios.map((v) =>
        v.id === params.vestigioId ? { ...v, midias: v.midias.filter((m) => m.id !== params.mediaId) } : v,
      ),
    },
};
