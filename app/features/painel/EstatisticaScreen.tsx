import { Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { Estatistica } from '../../../shared/schemas/painel';
import { ErrorNotice } from '../../components/form';
import { describeError, MESSAGES } from '../../lib/errors';
import { NENHUM_DADO } from './DashboardScreen';
import classes from './Painel.module.css';
import { Atualizacao, PainelFiltros, PainelTopo } from './PainelNav';
import { filtroDe } from './periodo';
import { useEscolha, useEstatistica } from './usePainel';

const Pizza = lazy(() => import('./graficos').then((m) => ({ default: m.Pizza })));
const Barras = lazy(() => import('./graficos').then((m) => ({ default: m.Barras })));

export const CARREGANDO_ESTATISTICAS = 'Carregando estatísticas...';

const PAINEIS: {
  chave: keyof Omit<Estatistica, 'calculado_em'>;
  titulo: string;
  tipo: 'pizza' | 'barras' | 'crimes';
}[] = [
  { chave: 'meios_morte', titulo: 'Meios de Morte', tipo: 'pizza' },
  { chave: 'sexo', titulo: 'Distribuição por Sexo', tipo: 'pizza' },
  { chave: 'faixas_etarias', titulo: 'Faixas Etárias', tipo: 'barras' },
  { chave: 'crimes', titulo: 'Estatísticas de Crimes', tipo: 'crimes' },
];

/** /dashboard/estatistica (spec §2.3): four panels of the victims. */
export default function EstatisticaScreen() {
  const [escolha] = useEscolha();
  const leitura = useEstatistica(filtroDe(escolha));
  const dados = leitura.data;
  const erro = !dados && leitura.error ? describeError(leitura.error) : null;

  return (
    <Stack gap="md">
      <PainelTopo titulo="Estatísticas" />
      <PainelFiltros />
      <Atualizacao leitura={leitura} />
      {erro && (
        <ErrorNotice>{`Erro ao carregar estatísticas: ${erro.message || MESSAGES.unknown}`}</ErrorNotice>
      )}
      {leitura.loading && (
        <Text c="dimmed" aria-live="polite">
          {CARREGANDO_ESTATISTICAS}
        </Text>
      )}
      {dados &&
        PAINEIS.map(({ chave, titulo, tipo }) => {
          const valores = Object.entries(dados[chave]).map(([rotulo, total]) => ({ rotulo, total }));
          return (
            <section
              key={chave}
              className={classes.painel}
              aria-labelledby={`painel-${chave}`}
              data-painel={chave}
            >
              <Title order={2} id={`painel-${chave}`} className={classes.painelTitulo}>
                {titulo}
              </Title>
              {valores.length === 0 ? (
                <Text c="dimmed">{NENHUM_DADO}</Text>
              ) : (
                <Suspense fallback={<Text c="dimmed">{CARREGANDO_ESTATISTICAS}</Text>}>
                  {tipo === 'pizza' ? (
                    <Pizza titulo={titulo} valores={valores} />
                  ) : (
                    <Barras titulo={titulo} valores={valores} horizontal={tipo === 'crimes'} />
                  )}
                </Suspense>
              )}
            </section>
          );
        })}
    </Stack>
  );
}
