/**
 * The city autocomplete (spec §3 Address, §5, §9): all 5,571 municipalities are on the device, so
 * the search runs locally and works without signal. Pure, so it is tested without a browser.
 */
import { CIDADE_BUSCA_MIN, cidadeLabel, type Municipio } from '../../../shared/schemas/referencia';

/** Most options offered at once: enough to find any city, few enough to scan on a phone. */
export const CITY_OPTIONS_MAX = 20;

/** The app serves the Paraíba police: with equal matches, its cities come first. */
const PREFERRED_UF = 'PB';

/** Lowercase, without accents, '/' and runs of spaces: 'São  José / PB' → 'sao jose pb'. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .replace(/\//g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface IndexedMunicipio {
  municipio: Municipio;
  /** The normalised name. */
  nome: string;
  /** The normalised 'name UF', so the label an option shows also finds it. */
  full: string;
}

/** Normalises every name once, instead of on each keystroke. */
export function indexMunicipios(municipios: readonly Municipio[]): IndexedMunicipio[] {
  return municipios.map((municipio) => ({
    municipio,
    nome: normalizeSearch(municipio.nome),
    full: normalizeSearch(cidadeLabel(municipio)),
  }));
}

/** 0: the name starts with the text; 1: a word of the name does; 2: it occurs anywhere. */
function relevance(item: IndexedMunicipio, query: string): number | null {
  if (item.nome.startsWith(query) || item.full.startsWith(query)) return 0;
  if (item.full.includes(` ${query}`)) return 1;
  if (item.full.includes(query)) return 2;
  return null;
}

/**
 * Municipalities matching what was typed, ignoring case and accents; none below
 * CIDADE_BUSCA_MIN characters. Best matches first, then Paraíba's, then by name.
 */
export function searchMunicipios(
  index: readonly IndexedMunicipio[],
  text: string,
  limit: number = CITY_OPTIONS_MAX,
): Municipio[] {
  const query = normalizeSearch(text);
  if (query.length < CIDADE_BUSCA_MIN) return [];
  const found: { item: IndexedMunicipio; level: number }[] = [];
  for (const item of index) {
    const level = relevance(item, query);
    if (level !== null) found.push({ item, level });
  }
  found.sort(
    (a, b) =>
      a.level - b.level ||
      Number(b.item.municipio.uf === PREFERRED_UF) - Number(a.item.municipio.uf === PREFERRED_UF) ||
      a.item.nome.localeCompare(b.item.nome, 'pt-BR') ||
      a.item.municipio.uf.localeCompare(b.item.municipio.uf),
  );
  return found.slice(0, limit).map(({ item }) => item.municipio);
}

/**
 * The one municipality whose name or 'name / UF' is exactly what was typed (ignoring case and
 * accents), so leaving the field after typing a full name keeps it; null when none or ambiguous
 * ('Santa Rita' is in PB and MA).
 */
export function exactMunicipio(index: readonly IndexedMunicipio[], text: string): Municipio | null {
  const query = normalizeSearch(text);
  if (query.length < CIDADE_BUSCA_MIN) return null;
  const exact = index.filter((item) => item.nome === query || item.full === query);
  return exact.length === 1 ? (exact[0]?.municipio ?? null) : null;
}
