/**
 * What a file picked from the device says of itself (issue 27): a photo's EXIF (when it was taken,
 * where, by which camera) or the creation time in an MP4/QuickTime header. It is the file's word,
 * kept apart from the app's record of the import, and never read as a capture the app witnessed.
 * The app loads it only when a file is picked (a dynamic import), so exifr stays out of the first
 * screens; the server reads the same from the bytes it received, and keeps its own reading.
 */
import exifr from 'exifr';
import type { ArquivoMetadados } from './schemas/vestigios';

const NOME_MAX = 255;
const MODELO_MAX = 200;
/** Seconds from the QuickTime epoch (1904-01-01 UTC) to the Unix one. */
const EPOCH_1904_S = 2_082_844_800;

interface Exif {
  DateTimeOriginal?: unknown;
  CreateDate?: unknown;
  OffsetTimeOriginal?: unknown;
  OffsetTimeDigitized?: unknown;
  Make?: unknown;
  Model?: unknown;
  latitude?: unknown;
  longitude?: unknown;
}

const texto = (valor: unknown) => (typeof valor === 'string' && valor.trim() ? valor.trim() : null);
const numero = (valor: unknown) => (typeof valor === 'number' && Number.isFinite(valor) ? valor : null);

/** EXIF's 'YYYY:MM:DD HH:MM:SS' with its offset when the file gives one; no zone is invented. */
export function instanteExif(data: unknown, offset: unknown): string | null {
  const m = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(texto(data) ?? '');
  if (!m || m[1] === '0000') return null;
  const fuso = /^[+-]\d{2}:\d{2}$/.test(texto(offset) ?? '') ? (offset as string) : '';
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${fuso}`;
}

/** 'Samsung SM-A515F'; a model that already names its maker ('Apple iPhone 12' style) once. */
function modeloDe(make: unknown, model: unknown): string | null {
  const marca = texto(make);
  const modelo = texto(model);
  if (!modelo) return marca?.slice(0, MODELO_MAX) ?? null;
  const junto =
    marca && !modelo.toLowerCase().startsWith(marca.toLowerCase()) ? `${marca} ${modelo}` : modelo;
  return junto.slice(0, MODELO_MAX);
}

async function lerExif(arquivo: Blob): Promise<Exif | null> {
  // Raw values: the date as the file wrote it, not turned into this phone's time zone.
  const exif = (await exifr.parse(await arquivo.arrayBuffer(), { reviveValues: false, gps: true })) as
    | Exif
    | undefined;
  return exif ?? null;
}

async function bytes(arquivo: Blob, inicio: number, tamanho: number): Promise<DataView> {
  return new DataView(await arquivo.slice(inicio, inicio + tamanho).arrayBuffer());
}

/**
 * Boxes read in a range before giving up. A phone's MP4 holds a handful at each level (ftyp, free,
 * mdat, moov; a fragmented one puts moov right after ftyp); a file of thousands of tiny boxes is
 * crafted, and reading each one is a file read: 100 MB of 8-byte boxes kept a server busy for half
 * an hour.
 */
const CAIXAS_MAX = 64;

/** The first box of this type in an ISO-BMFF range: [start of content, end]; null when not found. */
async function caixa(
  arquivo: Blob,
  inicio: number,
  fim: number,
  procurado: string,
): Promise<[number, number] | null> {
  let pos = inicio;
  for (let lidas = 0; lidas < CAIXAS_MAX && pos + 8 <= fim; lidas += 1) {
    const cab = await bytes(arquivo, pos, 16);
    if (cab.byteLength < 8) return null;
    let tamanho = cab.getUint32(0);
    const tipo = String.fromCharCode(cab.getUint8(4), cab.getUint8(5), cab.getUint8(6), cab.getUint8(7));
    let conteudo = pos + 8;
    if (tamanho === 1 && cab.byteLength >= 16) {
      tamanho = Number(cab.getBigUint64(8));
      conteudo = pos + 16;
    } else if (tamanho === 0) {
      tamanho = fim - pos;
    }
    if (tamanho < conteudo - pos) return null;
    if (tipo === procurado) return [conteudo, Math.min(pos + tamanho, fim)];
    pos += tamanho;
  }
  return null;
}

/**
 * An MP4/QuickTime's creation time, from the movie header (`moov/mvhd`), which the format defines
 * in UTC; null when absent or zero (unset). WebM keeps no such field that phones fill in.
 */
export async function criacaoDoContainer(arquivo: Blob): Promise<string | null> {
  const moov = await caixa(arquivo, 0, arquivo.size, 'moov');
  if (!moov) return null;
  const mvhd = await caixa(arquivo, moov[0], moov[1], 'mvhd');
  if (!mvhd) return null;
  const cab = await bytes(arquivo, mvhd[0], 12);
  if (cab.byteLength < 8) return null;
  const segundos = cab.getUint8(0) === 1 ? Number(cab.getBigUint64(4)) : cab.getUint32(4);
  if (segundos === 0) return null;
  const instante = new Date((segundos - EPOCH_1904_S) * 1000);
  return Number.isNaN(instante.getTime()) ? null : instante.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * What the picked file says: its name, creation time, GPS and camera model when present. A file
 * that says nothing (or cannot be read) gives nulls, never an error: the import is still recorded.
 */
export async function readMetadados(arquivo: Blob, nome: string | null): Promise<ArquivoMetadados> {
  const vazio: ArquivoMetadados = {
    nome_original: nome?.trim().slice(0, NOME_MAX) || null,
    criado_em: null,
    latitude: null,
    longitude: null,
    modelo: null,
  };
  if (arquivo.type.startsWith('video/')) {
    const criadoEm = await criacaoDoContainer(arquivo).catch(() => null);
    return { ...vazio, criado_em: criadoEm };
  }
  const exif = await lerExif(arquivo).catch(() => null);
  if (!exif) return vazio;
  const latitude = numero(exif.latitude);
  const longitude = numero(exif.longitude);
  const comGps =
    latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return {
    ...vazio,
    criado_em:
      instanteExif(exif.DateTimeOriginal, exif.OffsetTimeOriginal) ??
      instanteExif(exif.CreateDate, exif.OffsetTimeDigitized),
    latitude: comGps ? latitude : null,
    longitude: comGps ? longitude : null,
    modelo: modeloDe(exif.Make, exif.Model),
  };
}
