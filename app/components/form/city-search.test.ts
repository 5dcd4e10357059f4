import { describe, expect, it } from 'vitest';
import { cidadeLabel, type Municipio } from '../../../shared/schemas/referencia';
import {
  CITY_OPTIONS_MAX,
  exactMunicipio,
  indexMunicipios,
  normalizeSearch,
  searchMunicipios,
} from './city-search';

const MUNICIPIOS: Municipio[] = [
  { id: 3549904, nome: 'São José dos Campos', uf: 'SP' },
  { id: 2507507, nome: 'João Pessoa', uf: 'PB' },
  { id: 2513703, nome: 'Santa Rita', uf: 'PB' },
  { id: 2110104, nome: 'Santa Rita', uf: 'MA' },
  { id: 2501807, nome: 'Bayeux', uf: 'PB' },
  { id: 2504009, nome: 'Campina Grande', uf: 'PB' },
  { id: 2514701, nome: 'São José de Piranhas', uf: 'PB' },
  { id: 2515203, nome: 'Sapé', uf: 'PB' },
  { id: 2408102, nome: 'Natal', uf: 'RN' },
];

const index = indexMunicipios(MUNICIPIOS);
const labels = (text: string) => searchMunicipios(index, text).map(cidadeLabel);

describe('normalizeSearch', () => {
  it('ignores case, accents, slashes and extra spaces', () => {
    expect(normalizeSearch('  SÃO  José / Pb ')).toBe('sao jose pb');
  });
});

describe('searchMunicipios: city autocomplete (spec §5, §9)', () => {
  it('offers nothing below 4 characters', () => {
    expect(labels('Sap')).toEqual([]);
    expect(labels('  sã ')).toEqual([]);
    expect(labels('Sapé')).toEqual(['Sapé / PB']);
  });

  it('matches without regard to case or accents', () => {
    expect(labels('JOAO')).toEqual(['João Pessoa / PB']);
    expect(labels('campina')).toEqual(['Campina Grande / PB']);
  });

  it('puts names starting with the text first, Paraíba before other states, then by name', () => {
    expect(labels('são josé')).toEqual(['São José de Piranhas / PB', 'São José dos Campos / SP']);
    expect(labels('santa rita')).toEqual(['Santa Rita / PB', 'Santa Rita / MA']);
    expect(labels('rita')).toEqual(['Santa Rita / PB', 'Santa Rita / MA']);
  });

  it('finds a city by the label it is shown with', () => {
    expect(labels('Santa Rita / MA')).toEqual(['Santa Rita / MA']);
  });

  it('matches inside a word after the word starts', () => {
    expect(labels('essoa')).toEqual(['João Pessoa / PB']);
  });

  it('offers at most CITY_OPTIONS_MAX options', () => {
    const muitos = Array.from({ length: 50 }, (_, i) => ({ id: i + 1, nome: `Vila Nova ${i}`, uf: 'PB' }));
    expect(searchMunicipios(indexMunicipios(muitos), 'vila nova')).toHaveLength(CITY_OPTIONS_MAX);
  });
});

describe('exactMunicipio: a fully typed name is kept when the field is left', () => {
  it('finds the one city named exactly so, by name or label', () => {
    expect(exactMunicipio(index, 'joao pessoa')?.id).toBe(2507507);
    expect(exactMunicipio(index, 'Santa Rita / MA')?.id).toBe(2110104);
  });

  it('keeps nothing for a partial or ambiguous name', () => {
    expect(exactMunicipio(index, 'João Pess')).toBeNull();
    expect(exactMunicipio(index, 'Santa Rita')).toBeNull();
  });
});
