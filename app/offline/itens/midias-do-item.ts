/**
 * A vestígio's files as a refused or conflicting card reads them (issue 40): named as the gallery
 * names them, the size in MB, the SHA-256 shortened (the card copies it whole), where it came from
 * in words. What the device adds for the server (content type, user agent, signature, the upload's
 * ids) is not shown: nothing there an officer at a scene can read or act on. Pure.
 */
import { origemRotulo } from '../../../shared/midia-origem';
import type { MidiaInput } from '../../../shared/schemas/vestigios';
import { valorTexto } from '../../components/conflito/campo-texto';

export interface CampoDeMidia {
  campo: string;
  rotulo: string;
  valor: string;
  /** The whole value, where the card shows it shortened. */
  inteiro?: string;
}

const MB = 1024 * 1024;

export function tamanhoEmMb(bytes: number): string {
  const mb = bytes / MB;
  const casas = mb < 10 ? 1 : 0;
  return `${mb.toLocaleString('pt-BR', { minimumFractionDigits: casas, maximumFractionDigits: casas })} MB`;
}

/** '7c75a1b2…9e0f3d21': enough to tell two files apart at a glance. */
export function hashCurto(sha256: string): string {
  return sha256.length > 16 ? `${sha256.slice(0, 8)}…${sha256.slice(-8)}` : sha256;
}

function nomeDaMidia(midia: Pick<MidiaInput, 'kind'>, foto: number): string {
  return midia.kind === 'video' ? 'Vídeo' : `Foto ${foto}`;
}

/** Each file of `midias` as labelled fields, the file's name leading each of its lines. */
export function camposDasMidias(midias: readonly Partial<MidiaInput>[]): CampoDeMidia[] {
  let fotos = 0;
  return midias.flatMap((midia, indice) => {
    if (midia.kind !== 'video') fotos += 1;
    const nome = nomeDaMidia({ kind: midia.kind ?? 'photo' }, fotos);
    const campo = (chave: string) => `midias.${indice}.${chave}`;
    const campos: CampoDeMidia[] = [
      {
        campo: campo('origem'),
        rotulo: `${nome}: origem`,
        valor: origemRotulo({
          origem: midia.origem ?? null,
          registrada_em: null,
          coordenadas: null,
          precisao_m: null,
          arquivo: null,
        }),
      },
    ];
    if (midia.capturada_em)
      campos.push({
        campo: campo('capturada_em'),
        rotulo: `${nome}: registrada em`,
        valor: valorTexto(midia.capturada_em),
      });
    if (typeof midia.size_bytes === 'number')
      campos.push({
        campo: campo('size_bytes'),
        rotulo: `${nome}: tamanho`,
        valor: tamanhoEmMb(midia.size_bytes),
      });
    if (typeof midia.duracao_ms === 'number')
      campos.push({
        campo: campo('duracao_ms'),
        rotulo: `${nome}: duração`,
        valor: `${Math.round(midia.duracao_ms / 1000).toLocaleString('pt-BR')} s`,
      });
    if (midia.sha256)
      campos.push({
        campo: campo('sha256'),
        rotulo: `${nome}: SHA-256`,
        valor: hashCurto(midia.sha256),
        inteiro: midia.sha256,
      });
    return campos;
  });
}
