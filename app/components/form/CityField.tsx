import { Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { type FieldValues, type Path, useController } from 'react-hook-form';
import { CIDADE_BUSCA_MIN, cidadeLabel, type Municipio } from '../../../shared/schemas/referencia';
import { useOfflineQuery } from '../../offline/useOfflineQuery';
import { exactMunicipio, indexMunicipios, normalizeSearch, searchMunicipios } from './city-search';
import { LISTA_SUSPENSA } from './lista-suspensa';

interface CityFieldProps<T extends FieldValues> {
  name: Path<T>;
  /** The city the record already has, shown even before the list is on the device. */
  known: Municipio | null;
  label?: string;
}

/**
 * All 5,571 municipalities, kept on the device for the offline city autocomplete: read as the
 * session begins and again when a day old (offline/referencias.ts asks the same read).
 */
export function useMunicipios() {
  return useOfflineQuery('listMunicipios', {}, { reference: true });
}

/**
 * 'Cidade': searches every municipality on the device from 4 characters, ignoring accents and
 * case, and offers 'name / UF'. Only an offered option can be chosen: leaving the field with other
 * text clears it (the select puts back the chosen city's label, or nothing), unless the text names
 * exactly one city, which is then chosen.
 */
export function CityField<T extends FieldValues>({ name, known, label = 'Cidade' }: CityFieldProps<T>) {
  const { field, fieldState } = useController<T>({ name });
  const municipios = useMunicipios();
  const list = municipios.data?.data;
  const index = useMemo(() => indexMunicipios(list ?? []), [list]);
  const [search, setSearch] = useState('');

  const value = (field.value as number | null | undefined) ?? null;
  const chosen =
    value === null ? null : (list?.find((m) => m.id === value) ?? (known?.id === value ? known : null));

  const options = useMemo(() => {
    const found = searchMunicipios(index, search);
    // The chosen city stays among the options, so the select can show its label.
    const all = chosen && !found.some((m) => m.id === chosen.id) ? [chosen, ...found] : found;
    return all.map((m) => ({ value: m.id, label: cidadeLabel(m) }));
  }, [index, search, chosen]);

  let hint: string;
  if (!list && (municipios.offline || municipios.error)) {
    // Read as the session begins (offline/referencias.ts): missing only if the signal went first.
    hint =
      'A lista de cidades ainda não chegou a este aparelho: salve sem a cidade e informe-a quando houver sinal.';
  } else if (!list) {
    hint = 'Carregando a lista de cidades…';
  } else if (normalizeSearch(search).length < CIDADE_BUSCA_MIN) {
    hint = `Digite ao menos ${CIDADE_BUSCA_MIN} letras do nome da cidade.`;
  } else {
    hint = 'Nenhuma cidade encontrada.';
  }

  return (
    <Select<number>
      ref={field.ref}
      name={field.name}
      label={label}
      placeholder="Digite o nome da cidade"
      description={`Busca a partir de ${CIDADE_BUSCA_MIN} letras`}
      searchable
      clearable
      data={options}
      // The list is already searched (accents, ranking, limit); the select must not filter it again.
      filter={({ options: all }) => all}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={hint}
      value={value}
      onChange={(id) => field.onChange(id)}
      onBlur={(event) => {
        const typed = event.currentTarget.value;
        if (typed !== (chosen ? cidadeLabel(chosen) : '')) {
          const exact = exactMunicipio(index, typed);
          if (exact) field.onChange(exact.id);
        }
        field.onBlur();
      }}
      error={fieldState.error?.message}
      {...LISTA_SUSPENSA}
      autoComplete="off"
    />
  );
}
