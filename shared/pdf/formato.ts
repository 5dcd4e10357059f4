/**
 * Formatting for the papers. The server and the device must print the same text (a test compares
 * them), so instants are shown on Paraíba's clock (UTC−3, no daylight saving) whatever the time zone
 * of the machine that renders, and never through the machine's locale.
 */
import { formatDate } from '../formatos/datas';
import { naParaiba } from '../formatos/fuso';
import { formatCep } from '../formatos/text';

const pad = (n: number) => String(n).padStart(2, '0');

function instanteNaParaiba(instant: string): Date | null {
  const time = Date.parse(instant);
  return Number.isNaN(time) ? null : naParaiba(time);
}

/** dd/MM/yyyy of an instant on Paraíba's clock; a calendar date ('1990-05-17') as written. */
export function dataPdf(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  const d = instanteNaParaiba(value);
  return d ? `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}` : value;
}

/** dd/MM/yyyy HH:mm on Paraíba's clock. */
export function dataHoraPdf(instant: string | null | undefined): string {
  if (!instant) return '';
  const d = instanteNaParaiba(instant);
  return d ? `${dataPdf(instant)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : instant;
}

/** Label and value pairs with an empty value left out, so the paper shows only what was recorded. */
export function preenchidos(
  pares: readonly (readonly [string, string | number | null | undefined])[],
): [string, string][] {
  return pares
    .filter(([, valor]) => valor !== null && valor !== undefined && String(valor).trim() !== '')
    .map(([rotulo, valor]) => [rotulo, String(valor)]);
}

/** An address on one line: 'Rua X, 10, Bairro, Complemento, Cidade / UF, CEP 58000-000'. */
export function enderecoLinha(e: {
  rua?: string | null;
  numero?: string | null;
  bairro?: string | null;
  complemento?: string | null;
  cidade?: { nome: string; uf: string } | null;
  estado?: string | null;
  cep?: string | null;
}): string {
  const cidade = e.cidade ? `${e.cidade.nome} / ${e.cidade.uf}` : (e.estado ?? '');
  return [e.rua, e.numero, e.bairro, e.complemento, cidade, e.cep ? `CEP ${formatCep(e.cep)}` : null]
    .filter((parte) => parte && String(parte).trim() !== '')
    .join(', ');
}

/** The summoned person's address as the paper prints it, its state always named (spec §9: 'PB'). */
export function enderecoIntimacao(
  e: {
    rua: string | null;
    numero: string | null;
    bairro: string | null;
    complemento: string | null;
    cidade: { nome: string; uf: string } | null;
  } | null,
): string | null {
  if (!e) return null;
  const partes = [e.rua, e.numero, e.bairro, e.complemento].filter((p) => p && p.trim() !== '');
  return [...partes, e.cidade ? `${e.cidade.nome} - ${e.cidade.uf}` : 'PB'].join(', ');
}
