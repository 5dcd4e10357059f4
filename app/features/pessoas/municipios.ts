/**
 * The city autocomplete (spec §3 Address, §5, §9): all 5,571 municipalities are on the device, so
 * the search runs locally and works without signal. Pure, so it is tested without a browser.
 */
import { CIDADE_BUSCA_MIN, cidadeLabel, type Municipio } from '../../../shared/schemas/referencia';

/** Most options offered at once: enough to find any city, few enough to scan on a phone. */
export const CIDADE_OPCOES_MAX = 20;

/** The app serves the Paraíba police: with equal matches, its cities come first. */
const UF_PREFERIDA = 'PB';

/** Lowercase, without accents, '/' and runs of spaces: 'São  José / PB' → 'sao jose pb'. */
export function normalizarBusca(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .replace(/\//g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface MunicipioIndexado {
  municipio: Municipio;
  /** The normalised name. */
  nome: string;
  /** The normalised 'name UF', so the label an option shows also finds it. */
  completo: string;
}

/** Normalises every name once, instead of on each keystroke. */
export function indexarMunicipios(municipios: readonly Municipio[]): MunicipioIndexado[] {
  return municipios.map((municipio) => ({
    municipio,
    nome: normalizarBusca(municipio.nome),
    completo: normalizarBusca(cidadeLabel(municipio)),
  }));
}

/** 0: the name starts with the text; 1: a word of the name does; 2: it occurs anywhere. */
function relevancia(item: MunicipioIndexado, consulta: string): number | null {
  if (item.nome.startsWith(consulta) || item.completo.startsWith(consulta)) return 0;
  if (item.completo.includes(` ${consulta}`)) return 1;
  if (item.completo.includes(consulta)) return 2;
  return null;
}

/**
 * Municipalities matching what was typed, ignoring case and accents; none below
 * CIDADE_BUSCA_MIN characters. Best matches first, then Paraíba's, then by name.
 */
export function buscarMunicipios(
  indice: readonly MunicipioIndexado[],
  texto: string,
  limite: number = CIDADE_OPCOES_MAX,
): Municipio[] {
  const consulta = normalizarBusca(texto);
  if (consulta.length < CIDADE_BUSCA_MIN) return [];
  const encontrados: { item: MunicipioIndexado; nivel: number }[] = [];
  for (const item of indice) {
    const nivel = relevancia(item, consulta);
    if (nivel !== null) encontrados.push({ item, nivel });
  }
  encontrados.sort(
    (a, b) =>
      a.nivel - b.nivel ||
      Number(b.item.municipio.uf === UF_PREFERIDA) - Number(a.item.municipio.uf === UF_PREFERIDA) ||
      a.item.nome.localeCompare(b.item.nome, 'pt-BR') ||
      a.item.municipio.uf.localeCompare(b.item.municipio.uf),
  );
  return encontrados.slice(0, limite).map(({ item }) => item.municipio);
}

/**
 * The one municipality whose name or 'name / UF' is exactly what was typed (ignoring case and
 * accents), so leaving the field after typing a full name keeps it; null when none or ambiguous
 * ('Santa Rita' is in PB and MA).
 */
export function municipioExato(indice: readonly MunicipioIndexado[], texto: string): Municipio | null {
  const consulta = normalizarBusca(texto);
  if (consulta.length < CIDADE_BUSCA_MIN) return null;
  const exatos = indice.filter((item) => item.nome === consulta || item.completo === consulta);
  return exatos.length === 1 ? (exatos[0]?.municipio ?? null) : null;
}
