import { Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { CIDADE_BUSCA_MIN, cidadeLabel, type Municipio } from '../../../shared/schemas/referencia';
import { buscarMunicipios, indexarMunicipios, municipioExato, normalizarBusca } from './municipios';
import type { PessoaFormValues } from './pessoa-form';
import { useMunicipios } from './useReferencias';

interface CampoCidadeProps {
  /** The city the edited address already has, shown even before the list is on the device. */
  cidadeLida: Municipio | null;
}

/**
 * 'Cidade': searches every municipality on the device from 4 characters, ignoring accents and
 * case, and offers 'name / UF'. Only an offered option can be chosen: leaving the field with other
 * text clears it (the select puts back the chosen city's label, or nothing), unless the text names
 * exactly one city, which is then chosen.
 */
export function CampoCidade({ cidadeLida }: CampoCidadeProps) {
  const { field, fieldState } = useController<PessoaFormValues, 'endereco.cidade_id'>({
    name: 'endereco.cidade_id',
  });
  const municipios = useMunicipios();
  const indice = useMemo(() => indexarMunicipios(municipios.data ?? []), [municipios.data]);
  const [busca, setBusca] = useState('');

  const valor = field.value ?? null;
  const escolhida =
    valor === null
      ? null
      : (municipios.data?.find((m) => m.id === valor) ?? (cidadeLida?.id === valor ? cidadeLida : null));

  const opcoes = useMemo(() => {
    const encontrados = buscarMunicipios(indice, busca);
    // The chosen city stays among the options, so the select can show its label.
    const lista =
      escolhida && !encontrados.some((m) => m.id === escolhida.id)
        ? [escolhida, ...encontrados]
        : encontrados;
    return lista.map((m) => ({ value: m.id, label: cidadeLabel(m) }));
  }, [indice, busca, escolhida]);

  const curta = normalizarBusca(busca).length < CIDADE_BUSCA_MIN;
  const semLista = !municipios.data && (municipios.isError || municipios.isPending);
  let aviso: string;
  if (semLista) {
    aviso = municipios.isError
      ? 'A lista de cidades precisa de uma conexão na primeira vez.'
      : 'Carregando a lista de cidades…';
  } else if (curta) {
    aviso = `Digite ao menos ${CIDADE_BUSCA_MIN} letras do nome da cidade.`;
  } else {
    aviso = 'Nenhuma cidade encontrada.';
  }

  return (
    <Select<number>
      ref={field.ref}
      name={field.name}
      label="Cidade"
      placeholder="Digite o nome da cidade"
      description={`Busca a partir de ${CIDADE_BUSCA_MIN} letras`}
      searchable
      clearable
      data={opcoes}
      // The list is already searched (accents, ranking, limit); the select must not filter it again.
      filter={({ options }) => options}
      searchValue={busca}
      onSearchChange={setBusca}
      nothingFoundMessage={aviso}
      value={valor}
      onChange={(id) => field.onChange(id)}
      onBlur={(event) => {
        const digitado = event.currentTarget.value;
        if (digitado !== (escolhida ? cidadeLabel(escolhida) : '')) {
          const exato = municipioExato(indice, digitado);
          if (exato) field.onChange(exato.id);
        }
        field.onBlur();
      }}
      error={fieldState.error?.message}
      maxDropdownHeight={300}
      comboboxProps={{ shadow: 'md' }}
      autoComplete="off"
    />
  );
}
