/** No address typed: a place known by its position alone. */
export declare const SEM_ENDERECO: {
  rua: null;
  numero: null;
  bairro: null;
  complemento: null;
  cidade_id: null;
  cep: null;
  estado: null;
};

/** A file a vestígio claims, as tus sent it; `sha256` defaults to the bytes' own. */
export interface ArquivoDaMidia {
  id: string;
  kind: 'photo' | 'video' | 'poster';
  contentType: string;
  bytes: Uint8Array;
  sha256?: string;
}

export interface MidiaDoCorpo {
  id: string;
  kind: ArquivoDaMidia['kind'];
  content_type: string;
  sha256: string;
  size_bytes: number;
  capturada_em: string;
  latitude: number;
  longitude: number;
  precisao_m: number;
}

export interface VestigioDoCorpo {
  id: string;
  tipo: string;
  descricao: string;
  rua: string | null;
  numero: string | null;
  bairro: string | null;
  complemento: null;
  cidade_id: number | null;
  cep: null;
  estado: null;
  latitude: number;
  longitude: number;
  precisao_m: number;
  obtida_em: string;
  midias: object[];
}

/** A vestígio's body, found on a street of João Pessoa, claiming `midias`; `extra` overrides. */
export declare function vestigioCom(midias: object[], extra?: object): VestigioDoCorpo;
/** A media entry of a vestígio's body, claiming `file` (uploaded with tus); `extra` overrides. */
export declare function midiaDe(file: ArquivoDaMidia, extra?: object): MidiaDoCorpo;
