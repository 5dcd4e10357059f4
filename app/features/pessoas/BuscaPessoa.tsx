import { Alert, Badge, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useNetwork } from '@mantine/hooks';
import { IconSearch, IconWifiOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCpf } from '../../../shared/cpf';
import { formatDate } from '../../../shared/datas';
import { type PessoaCandidata, pessoaBuscaResponse } from '../../../shared/schemas/pessoas';
import { api, NetworkError } from '../../lib/api';
import classes from './PessoasScreen.module.css';
import { BUSCA_PESSOA_MIN, termoDeBusca } from './pessoa-form';

interface BuscaPessoaProps {
  /** People already in this list of the case: offered, but not pickable again. */
  jaNoCaso: ReadonlySet<string>;
  onEscolher: (candidata: PessoaCandidata) => void;
}

function detalhes(candidata: PessoaCandidata): string {
  return [
    candidata.vulgo && `Vulgo ${candidata.vulgo}`,
    candidata.cpf && `CPF ${formatCpf(candidata.cpf)}`,
    candidata.data_nascimento && `Nasc. ${formatDate(candidata.data_nascimento)}`,
    candidata.mae && `Mãe: ${candidata.mae}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Finds a person already on record by CPF or name, to link them instead of typing them again. */
export function BuscaPessoa({ jaNoCaso, onEscolher }: BuscaPessoaProps) {
  const { online } = useNetwork();
  const [texto, setTexto] = useState('');
  const [consulta] = useDebouncedValue(termoDeBusca(texto), 400);
  const busca = useQuery({
    queryKey: ['pessoas', 'busca', consulta],
    queryFn: async ({ signal }) =>
      pessoaBuscaResponse.parse(await api.get<unknown>('/pessoas/busca', { query: { q: consulta }, signal }))
        .data,
    enabled: online && consulta.length >= BUSCA_PESSOA_MIN,
    staleTime: 60_000,
    retry: false,
  });

  const semConexao = !online || busca.error instanceof NetworkError;
  const ativa = consulta.length >= BUSCA_PESSOA_MIN && !semConexao;

  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        label="Buscar pessoa já cadastrada"
        description="Por CPF ou nome, se a pessoa já estiver no sistema"
        placeholder="CPF ou nome"
        leftSection={<IconSearch size={18} />}
        rightSection={busca.isFetching ? <Loader size="xs" /> : null}
        value={texto}
        onChange={(event) => setTexto(event.currentTarget.value)}
        disabled={!online}
        autoComplete="off"
      />
      {semConexao && (
        <Alert color="gray" variant="light" icon={<IconWifiOff size={18} />} p="xs">
          A busca de pessoas já cadastradas precisa de conexão com a internet. Preencha os dados abaixo.
        </Alert>
      )}
      {ativa && busca.isError && !semConexao && (
        <Text size="sm" c="red">
          Não foi possível buscar pessoas agora.
        </Text>
      )}
      {ativa && busca.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          Nenhuma pessoa encontrada
        </Text>
      )}
      {ativa && busca.data && busca.data.length > 0 && (
        <Stack component="ul" gap={6} aria-label="Pessoas encontradas" className={classes.semMarcador}>
          {busca.data.map((candidata) => {
            const repetida = jaNoCaso.has(candidata.id);
            return (
              <li key={candidata.id}>
                <UnstyledButton
                  className={classes.candidata}
                  disabled={repetida}
                  onClick={() => {
                    setTexto('');
                    onEscolher(candidata);
                  }}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={600} lh={1.3}>
                      {candidata.nome}
                    </Text>
                    {repetida && (
                      <Badge color="gray" variant="light" size="sm">
                        Já neste caso
                      </Badge>
                    )}
                  </Group>
                  {detalhes(candidata) && (
                    <Text size="sm" c="dimmed" lh={1.35}>
                      {detalhes(candidata)}
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
