/** Records the integration tests build through the API, as a phone would send them. */
import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { TestServer } from './harness';

export interface Arquivo {
  bytes: Buffer;
  name: string;
  type: string;
}

/** The multipart body a browser builds from FormData: the text fields first, then the file. */
export async function multipart(fields: Record<string, string>, arquivo?: Arquivo) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (arquivo)
    form.append('arquivo', new Blob([new Uint8Array(arquivo.bytes)], { type: arquivo.type }), arquivo.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function ok<T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>): Promise<T> {
  const answer = await response;
  if (answer.statusCode >= 300) throw new Error(`fixture: ${answer.statusCode} ${answer.body}`);
  return answer.json() as T;
}

/** The ids of a case holding one of everything built so far. */
export interface CasoCompleto {
  casoId: string;
  pessoaId: string;
  testemunhaId: string;
  suspeitoId: string;
  documentoId: string;
  mediaId: string;
  localId: string;
  cameraId: string;
  meioId: string;
  veiculoId: string;
  acionamentoId: string;
  /** A team member's (not a user), as the team's delete names it. */
  matricula: string;
  compartilhamentoId: string;
}

/** A spot in João Pessoa fixed by a device, 12 m accurate. */
export const LOCAL_JOAO_PESSOA = {
  rua: 'Avenida Epitácio Pessoa',
  numero: '1000',
  bairro: 'Tambauzinho',
  cidade_id: 2507507,
  cep: '58039000',
  latitude: -7.1195,
  longitude: -34.845,
  precisao_m: 12,
  obtida_em: '2026-11-20T02:30:00.000Z',
};

const pessoa = (nome: string) => ({ id: randomUUID(), nome });

/** A case with a victim, a witness, a suspect and a document of the victim, made by `cookie`'s user. */
export async function criarCasoCompleto(server: TestServer, cookie: string): Promise<CasoCompleto> {
  const casoId = randomUUID();
  await ok(
    server.api({ method: 'POST', url: '/casos', cookie, payload: { id: casoId, name: 'Caso Completo' } }),
  );
  const base = `/casos/${casoId}`;
  const vitima = await ok<{ id: string; pessoa: { id: string } }>(
    server.api({
      method: 'POST',
      url: `${base}/vitimas`,
      cookie,
      payload: {
        id: randomUUID(),
        pessoa: pessoa('Vítima Completa'),
        vitima: { crime_id: 1, estado_cadaver: 'Morte Recente', meio_morte: 'Arma de Fogo' },
      },
    }),
  );
  const vinculo = { pessoaTipo: 'Amigo', vitimaVinculoId: vitima.id };
  const testemunha = await ok<{ pessoa: { id: string } }>(
    server.api({
      method: 'POST',
      url: `${base}/testemunhas`,
      cookie,
      payload: { id: randomUUID(), pessoa: pessoa('Testemunha Completa'), vinculo },
    }),
  );
  const suspeito = await ok<{ pessoa: { id: string } }>(
    server.api({
      method: 'POST',
      url: `${base}/suspeitos`,
      cookie,
      payload: { id: randomUUID(), pessoa: pessoa('Suspeito Completo'), vinculo },
    }),
  );
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#333' } })
    .png()
    .toBuffer();
  const body = await multipart(
    { id: randomUUID(), tipo: 'RG', sha256: sha256(png) },
    { bytes: png, name: 'rg.png', type: 'image/png' },
  );
  const documento = await ok<{ id: string; media: { id: string } }>(
    server.api({
      method: 'POST',
      url: `${base}/pessoas/${vitima.pessoa.id}/documentos`,
      cookie,
      ...body,
    }),
  );
  const local = await ok<{ id: string }>(
    server.api({
      method: 'POST',
      url: `${base}/geolocalizacao`,
      cookie,
      payload: {
        ...LOCAL_JOAO_PESSOA,
        id: randomUUID(),
        condicoes: { tipo: 'EXTERNO', local_externo: 'RUA_PAVIMENTADA' },
      },
    }),
  );
  const camera = await ok<{ id: string }>(
    server.api({
      method: 'POST',
      url: `${base}/cameras`,
      cookie,
      payload: { ...LOCAL_JOAO_PESSOA, id: randomUUID() },
    }),
  );
  const meio = await ok<{ id: string }>(
    server.api({
      method: 'POST',
      url: `${base}/meios`,
      cookie,
      payload: { id: randomUUID(), instrumento_crime: 'Arma de Fogo', calibres: ['0.38'] },
    }),
  );
  const veiculo = await ok<{ id: string }>(
    server.api({
      method: 'POST',
      url: `${base}/veiculos`,
      cookie,
      payload: { id: randomUUID(), placa: 'ABC1D23', relacao: 'Usado no crime' },
    }),
  );
  const acionamento = await ok<{ id: string }>(
    server.api({
      method: 'POST',
      url: `${base}/acionamentos`,
      cookie,
      payload: { id: randomUUID(), tipo: 'Acionamento da Polícia Civil', horario: new Date().toISOString() },
    }),
  );
  const membro = await ok<{ matricula: string }>(
    server.api({
      method: 'POST',
      url: `${base}/equipe`,
      cookie,
      payload: { id: randomUUID(), matricula: '7654321', name: 'Soldado Completo', cargo_id: 14 },
    }),
  );
  // Shared with the escrivão: the administrator must stay a non-member for the access matrix.
  const compartilhamento = await ok<{ id: string }>(
    server.api({
      method: 'POST',
      url: `${base}/compartilhamentos`,
      cookie,
      payload: { id: randomUUID(), matricula: '1000004' },
    }),
  );
  return {
    casoId,
    matricula: membro.matricula,
    compartilhamentoId: compartilhamento.id,
    localId: local.id,
    cameraId: camera.id,
    meioId: meio.id,
    veiculoId: veiculo.id,
    acionamentoId: acionamento.id,
    pessoaId: vitima.pessoa.id,
    testemunhaId: testemunha.pessoa.id,
    suspeitoId: suspeito.pessoa.id,
    documentoId: documento.id,
    mediaId: documento.media.id,
  };
}
