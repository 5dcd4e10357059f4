/** Vestígios and photos as the server sends them, for the report's unit tests. */
import { urlDaMidia, urlDaMiniatura } from '../../../shared/api/documentos';
import type { Vestigio } from '../../../shared/schemas/vestigios';
import { SEM_LUGAR } from '../casos/test-caso';

/** A vestígio Carla recorded with no place, holding what `extra` gives (its type, its media). */
export const vestigioSemLugar = (extra: Partial<Vestigio>): Vestigio => ({
  id: crypto.randomUUID(),
  versao: 1,
  tipo: 'Objeto Apreendido',
  descricao: null,
  ...SEM_LUGAR,
  numero_serie: null,
  lacre: null,
  deposito_local: null,
  deposito_data: null,
  midias: [],
  user: { name: 'Carla', matricula: '1000003' },
  created_at: '2026-11-20T02:31:00.000Z',
  ...extra,
});

/** A photo captured by the app and verified, with a thumbnail on the server. */
export const foto = (id: string, sha256: string): Vestigio['midias'][number] => ({
  id,
  kind: 'photo',
  content_type: 'image/jpeg',
  size_bytes: 10,
  sha256,
  url: urlDaMidia(id),
  miniatura_url: urlDaMiniatura(id),
  origem: 'captura',
  registrada_em: '2026-11-20T02:30:00.000Z',
  verificacao: 'verificada',
  hora_fora_do_caso: null,
  arquivo: null,
  capturada_por: { name: 'Carla', matricula: '1000003' },
  coordenadas: null,
  precisao_m: null,
  dispositivo: null,
  duracao_ms: null,
  recebida_em: '2026-11-20T02:31:00.000Z',
});
