import { Alert, Button, Collapse, Group, SimpleGrid, Stack, UnstyledButton } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown, IconSearch, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { BUSCA_FILTRO_VAZIO, BUSCA_FILTROS_PESSOA, buscaQuery } from '../../../shared/schemas/busca';
import { InputField } from '../../components/form';
import classes from './Busca.module.css';
import type { BuscaFiltros as Filtros, ListaNome } from './busca-state';
import type { BuscaCampos } from './useBusca';

const MAIS = ['procedimento', 'vulgo', 'mae', 'caso', 'dataInicio', 'dataFim'];

interface BuscaFiltrosProps {
  campos: BuscaCampos;
  onChange: (campos: BuscaCampos) => void;
  onSearch: (filtros: Filtros, aba: ListaNome) => void;
  onClear: () => void;
  busy: boolean;
}

/**
 * The filters: the ones an officer knows first (name, CPF, case identifier, boletim, plate) in
 * view, the rest under 'Mais filtros'. Checked here with the server's own schema, so a bad CPF or a short word is
 * said at once and what was typed stays.
 */
export function BuscaFiltros({ campos, onChange, onSearch, onClear, busy }: BuscaFiltrosProps) {
  const [erros, setErros] = useState<Record<string, string>>({});
  const [geral, setGeral] = useState<string | null>(null);
  const [mais, setMais] = useState(() => MAIS.some((campo) => campos[campo]));

  const campo = (nome: string) => ({
    value: campos[nome] ?? '',
    error: erros[nome],
    onChange: (valor: string) => {
      onChange({ ...campos, [nome]: valor });
      if (erros[nome]) setErros(({ [nome]: _, ...rest }) => rest);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = buscaQuery.safeParse({ ...campos, page: 1 });
    if (!parsed.success) {
      const porCampo: Record<string, string> = {};
      let vazio = false;
      for (const issue of parsed.error.issues) {
        if (issue.message === BUSCA_FILTRO_VAZIO) vazio = true;
        else porCampo[String(issue.path[0])] ??= issue.message;
      }
      setErros(porCampo);
      setGeral(vazio ? BUSCA_FILTRO_VAZIO : null);
      if (Object.keys(porCampo).some((nome) => MAIS.includes(nome))) setMais(true);
      return;
    }
    setErros({});
    setGeral(null);
    const { page: _page, ...filtros } = parsed.data;
    // People first when a person was described; otherwise the cases are what was asked for.
    const aba = BUSCA_FILTROS_PESSOA.some((nome) => filtros[nome] !== undefined) ? 'pessoas' : 'casos';
    onSearch(filtros, aba);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Filtros da pesquisa" className={classes.filtros}>
      <Stack gap="sm">
        <InputField label="Nome" placeholder="Nome da pessoa" {...campo('nome')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <InputField label="CPF" placeholder="000.000.000-00" inputMode="numeric" {...campo('cpf')} />
          <InputField
            label="Identificador do caso"
            placeholder="AAAA.NNNNNN"
            inputMode="decimal"
            {...campo('identificador')}
          />
          <InputField label="Boletim de ocorrência" placeholder="Número do BO" {...campo('bo')} />
          <InputField
            label="Placa"
            placeholder="ABC1D23 ou ABC-1234"
            autoCapitalize="characters"
            {...campo('placa')}
          />
        </SimpleGrid>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <UnstyledButton
            className={classes.mais}
            onClick={() => setMais((aberto) => !aberto)}
            aria-expanded={mais}
            aria-controls="busca-mais-filtros"
          >
            <IconAdjustmentsHorizontal size={18} aria-hidden />
            <span>Mais filtros</span>
            <IconChevronDown
              size={18}
              aria-hidden
              className={classes.chevron}
              data-open={mais || undefined}
            />
          </UnstyledButton>
          <Button
            type="button"
            variant="subtle"
            color="gray"
            px="sm"
            className={classes.limpar}
            leftSection={<IconX size={18} />}
            onClick={() => {
              setErros({});
              setGeral(null);
              onClear();
            }}
          >
            Limpar
          </Button>
        </Group>
        <Collapse expanded={mais} id="busca-mais-filtros">
          <Stack gap="sm">
            <InputField
              label="Número do procedimento"
              placeholder="Inquérito, flagrante, TC"
              {...campo('procedimento')}
            />
            <InputField label="Vulgo" {...campo('vulgo')} />
            <InputField label="Nome da mãe" {...campo('mae')} />
            <InputField label="Nome do caso" {...campo('caso')} />
            <SimpleGrid cols={2} spacing="sm">
              <InputField label="De" type="date" {...campo('dataInicio')} />
              <InputField label="Até" type="date" {...campo('dataFim')} />
            </SimpleGrid>
          </Stack>
        </Collapse>
        {geral && (
          <Alert color="yellow" variant="light" radius="md" role="alert">
            {geral}
          </Alert>
        )}
        <Button type="submit" fullWidth size="md" leftSection={<IconSearch size={18} />} loading={busy}>
          Pesquisar
        </Button>
      </Stack>
    </form>
  );
}
