import { Badge, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconHome } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import type { CasoResultado } from '../../../shared/schemas/busca';
import { AcessoJustificadoDialog, type CasoParaAcesso } from '../../components/AcessoJustificadoDialog';
import { OfflineNotice, ScreenHeader } from '../../components/form';
import { setSelectedCaso } from '../../lib/selected-caso';
import { useSession } from '../../lib/session';
import classes from './Busca.module.css';
import { BuscaFiltros } from './BuscaFiltros';
import { CasoItem, PessoaItem, ResultadosLista, VAZIO_CASOS, VAZIO_PESSOAS } from './BuscaResultados';
import { contagemDaAba, type ListaNome } from './busca-state';
import { useBusca } from './useBusca';

/** §8 Search: the case search's failure; the people list says the same of people. */
const ERRO_CASOS = 'Erro ao buscar caso.';
const ERRO_PESSOAS = 'Erro ao buscar pessoas.';

/** The two result lists, people first: the tab's name, then the list's own texts. */
const ABAS = {
  pessoas: {
    aba: 'Pessoas',
    textos: { label: 'Pessoas encontradas', vazio: VAZIO_PESSOAS, erro: ERRO_PESSOAS },
  },
  casos: { aba: 'Casos', textos: { label: 'Casos encontrados', vazio: VAZIO_CASOS, erro: ERRO_CASOS } },
} as const;
const NOMES: ListaNome[] = ['pessoas', 'casos'];

/** /search (spec §2.3 Search): people and cases by identifier, person and period. */
export default function BuscaScreen() {
  const navigate = useNavigate();
  const { can } = useSession();
  const { online } = useNetwork();
  const busca = useBusca();
  const { state } = busca;
  const [asking, setAsking] = useState<CasoParaAcesso | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const abrirCaso = (caso: CasoParaAcesso) => {
    setSelectedCaso({ id: caso.id, name: caso.name, identificador: caso.identificador });
    void navigate(SCREENS.Caso.path);
  };
  const escolherCaso = (caso: CasoResultado) => {
    if (caso.acessivel) return abrirCaso(caso);
    setAsking(caso);
    setDialogOpen(true);
  };
  const podePerfil = can(SCREENS.perfil.access);
  const listaDa = (nome: ListaNome) => ({
    ...ABAS[nome].textos,
    onMore: () => busca.carregarMais(nome),
    onRetry: () => busca.repetir(nome),
  });

  // On a phone the filters fill the screen: a new search brings its results into view once the
  // list on screen answered (before, the page is too short to scroll that far). A search found as
  // it was left (back from a case) keeps its place.
  const resultados = useRef<HTMLDivElement>(null);
  const geracaoVista = useRef(state.geracao);
  const respondeu = !state[state.aba].loading;
  useEffect(() => {
    if (state.geracao === geracaoVista.current || !respondeu) return;
    geracaoVista.current = state.geracao;
    resultados.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [state.geracao, respondeu]);

  return (
    <Stack gap="md">
      <ScreenHeader
        title="Pesquisa"
        subtitle="Pessoas e casos por nome, CPF, identificador, BO, procedimento, placa ou período."
        action={
          <Button
            variant="default"
            leftSection={<IconHome size={18} />}
            onClick={() => void navigate(SCREENS.home.path)}
          >
            Home
          </Button>
        }
      />

      {!online && (
        <OfflineNotice titled>
          A pesquisa consulta o servidor: ela volta a funcionar assim que o aparelho tiver sinal.
        </OfflineNotice>
      )}

      <BuscaFiltros
        campos={busca.campos}
        onChange={busca.setCampos}
        onSearch={busca.pesquisar}
        onClear={busca.limpar}
        busy={state.pessoas.loading && state.pessoas.page === 0}
      />

      {state.filtros && (
        <Tabs
          ref={resultados}
          value={state.aba}
          onChange={(aba) => aba && busca.setAba(aba as ListaNome)}
          variant="pills"
          radius="md"
          keepMounted={false}
          className={classes.abas}
        >
          <Tabs.List grow>
            {NOMES.map((nome) => (
              <Tabs.Tab key={nome} value={nome}>
                <Group gap={6} wrap="nowrap">
                  <span>{ABAS[nome].aba}</span>
                  <Badge size="sm" variant="filled" color="gold.5" c="navy.9" radius="sm">
                    {contagemDaAba(state[nome])}
                  </Badge>
                </Group>
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="pessoas" pt="sm">
            <ResultadosLista lista={state.pessoas} {...listaDa('pessoas')}>
              {(pessoa) => (
                <PessoaItem
                  pessoa={pessoa}
                  onOpen={
                    podePerfil
                      ? () => void navigate(SCREENS.perfil.path.replace(':id_pessoa', pessoa.id))
                      : undefined
                  }
                />
              )}
            </ResultadosLista>
          </Tabs.Panel>
          <Tabs.Panel value="casos" pt="sm">
            <ResultadosLista lista={state.casos} {...listaDa('casos')}>
              {(caso) => <CasoItem caso={caso} onOpen={() => escolherCaso(caso)} />}
            </ResultadosLista>
          </Tabs.Panel>
        </Tabs>
      )}
      {!state.filtros && (
        <Text size="sm" c="dimmed" ta="center" px="md">
          Acentos e maiúsculas não importam: “joao” encontra “João”. O CPF pode ter pontos ou não.
        </Text>
      )}

      <AcessoJustificadoDialog
        caso={asking}
        opened={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onGranted={(caso) => {
          setDialogOpen(false);
          abrirCaso(caso);
        }}
      />
    </Stack>
  );
}
