// The vestígio bodies that the server's tests, the journeys and the benchmarks send alike: one
// place for the shape the server takes (plain JavaScript, so the benchmarks run it under Node).
import { createHash, randomUUID } from 'node:crypto';

/** No address typed: a place known by its position alone. */
export const SEM_ENDERECO = {
  rua: null,
  numero: null,
  bairro: null,
  complemento: null,
  cidade_id: null,
  cep: null,
  estado: null,
};

/** A street of João Pessoa's centre, where the vestígios are found unless a caller says otherwise. */
const NA_RUA_DAS_TRINCHEIRAS = {
  ...SEM_ENDERECO,
  rua: 'Rua das Trincheiras',
  numero: '100',
  bairro: 'Centro',
  cidade_id: 2507507,
};

/** A vestígio's body, found on a street of João Pessoa, claiming `midias`; `extra` overrides. */
export function vestigioCom(midias, extra = {}) {
  return {
    id: randomUUID(),
    tipo: 'INSTRUMENTO DO CRIME',
    descricao: 'Vídeo do local',
    ...NA_RUA_DAS_TRINCHEIRAS,
    latitude: -7.115,
    longitude: -34.863,
    precisao_m: 12,
    obtida_em: '2026-11-20T02:29:00.000Z',
    midias,
    ...extra,
  };
}

/** A media entry of a vestígio's body, claiming `file` (uploaded with tus); `extra` overrides. */
export function midiaDe(file, extra = {}) {
  return {
    id: file.id,
    kind: file.kind,
    content_type: file.contentType,
    sha256: file.sha256 ?? createHash('sha256').update(file.bytes).digest('hex'),
    size_bytes: file.bytes.length,
    capturada_em: '2026-11-20T02:30:00.000Z',
    latitude: -7.115,
    longitude: -34.863,
    precisao_m: 8,
    ...extra,
  };
}
