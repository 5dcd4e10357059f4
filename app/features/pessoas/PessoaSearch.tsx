import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useNetwork } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../shared/formatos/datas';
import { DADO_ANTERIOR_TEXTO, type PessoaCandidata } from '../../../shared/schemas/pessoas';
import { OfflineNotice, SearchField } from '../../components/form';
import { call, motivoDaRecusa, NetworkError } from '../../lib/api';
import classes from './PessoasScreen.module.css';
import { BUSCA_PESSOA_MIN, searchTerm } from './pessoa-form-values';
import { cpfDaCandidata } from './pessoa-texts';

interface PessoaSearchProps {
  /** People already in this list of the case: offered, but not pickable again. */
  alreadyInCaso: ReadonlySet<string>;
  onPick: (candidata: PessoaCandidata) => void;
}

function details(candidata: PessoaCandidata): string {
  return [
    candidata.vulgo && `Vulgo ${candidata.vulgo}`,
    cpfDaCandidata(candidata),
    candidata.data_nascimento && `Nasc. ${formatDate(candidata.data_nascimento)}`,
    candidata.mae && `Mãe: ${candidata.mae}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Finds a person already on record by CPF or name, to link them instead of typing them again. */
export function PessoaSearch({ alreadyInCaso, onPick }: PessoaSearchProps) {
  const { online } = useNetwork();
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(searchTerm(text), 400);
  const search = useQuery({
    queryKey: ['searchPessoasCadastradas', term],
    queryFn: async ({ signal }) =>
      (await call('searchPessoasCadastradas', { query: { q: term } }, { signal })).data,
    enabled: online && term.length >= BUSCA_PESSOA_MIN,
    staleTime: 60_000,
    retry: false,
  });

  const offline = !online || search.error instanceof NetworkError;
  const active = term.length >= BUSCA_PESSOA_MIN && !offline;

  return (
    <Stack gap="xs">
      <SearchField
        label="Buscar pessoa já cadastrada"
        description="Por CPF ou nome, se a pessoa já estiver no sistema"
        placeholder="CPF ou nome"
        busy={search.isFetching}
        value={text}
        onChange={setText}
        disabled={!online}
      />
      {offline && (
        <OfflineNotice>
          a busca de pessoas já cadastradas volta com a conexão. Preencha os dados abaixo.
        </OfflineNotice>
      )}
      {active && search.isError && (
        <Text size="sm" c="var(--mantine-color-error)">
          {motivoDaRecusa(search.error) ?? 'Não foi possível buscar pessoas agora.'}
        </Text>
      )}
      {active && search.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          Nenhuma pessoa encontrada
        </Text>
      )}
      {active && search.data && search.data.length > 0 && (
        <Stack component="ul" gap={6} aria-label="Pessoas encontradas" className={classes.plainList}>
          {search.data.map((candidata) => {
            const repeated = alreadyInCaso.has(candidata.id);
            return (
              <li key={candidata.id}>
                <UnstyledButton
                  className={classes.candidata}
                  disabled={repeated}
                  onClick={() => {
                    setText('');
                    onPick(candidata);
                  }}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={600} lh={1.3}>
                      {candidata.nome}
                    </Text>
                    {repeated && (
                      <Badge color="gray" variant="light" size="sm">
                        Já neste caso
                      </Badge>
                    )}
                  </Group>
                  {details(candidata) && (
                    <Text size="sm" c="dimmed" lh={1.35}>
                      {details(candidata)}
                    </Text>
                  )}
                  {candidata.dado_anterior && (
                    <Text className={classes.anterior} lh={1.35}>
                      {DADO_ANTERIOR_TEXTO}
                    </Text>
                  )}
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
