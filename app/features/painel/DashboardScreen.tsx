import { Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { LoadingView } from '../../components/form';
import { describeError } from '../../lib/errors';
import classes from './Painel.module.css';
import { Atualizacao, ErroPainel, PainelFiltros, PainelTopo } from './PainelNav';
import { filtroDe } from './periodo';
import { SemLocal } from './SemLocal';
import { useDashboard, useEscolha } from './usePainel';

/** Recharts is heavy: it comes after the figures, in its own chunk. */
const CidadesGrafico = lazy(() => import('./CidadesGrafico'));

export const NENHUM_DADO = 'Nenhum dado disponível';

const CARREGANDO = 'Carregando dados…';

/** /dashboard (spec §2.3): the state's cards, the most violent cities and deaths by city. */
export default function DashboardScreen() {
  const [escolha] = useEscolha();
  const leitura = useDashboard(filtroDe(escolha));
  const dados = leitura.data;
  const erro = !dados && leitura.error ? describeError(leitura.error, 'Erro ao carregar o dashboard') : null;

  const cards = dados
    ? [
        ['Casos', dados.casos],
        ['Vítimas', dados.vitimas],
        ['Consumados', dados.consumados],
        ['Tentativas', dados.tentativas],
        ['Suspeitos', dados.suspeitos],
      ]
    : [];
  const cidades = dados?.vitimasPorCidade ?? [];
  // A copy kept on the phone before issue 42 has no such count.
  const semLocal = dados?.sem_local ?? [];

  return (
    <Stack gap="md">
      <PainelTopo titulo="Dashboard" subtitulo="Paraíba, casos registrados no aplicativo" />
      <PainelFiltros />
      <Atualizacao leitura={leitura} />
      <ErroPainel erro={erro} />
      {leitura.loading && <LoadingView label={CARREGANDO} blocks={[180, 240]} />}
      {dados && (
        <>
          <dl className={classes.cards}>
            {cards.map(([rotulo, valor]) => (
              <div key={rotulo} className={classes.card}>
                <dt>{rotulo}</dt>
                <dd>{Number(valor).toLocaleString('pt-BR')}</dd>
              </div>
            ))}
          </dl>
          <section className={classes.painel} aria-labelledby="cidades-violentas">
            <Title order={2} id="cidades-violentas" className={classes.painelTitulo}>
              Cidades mais violentas
            </Title>
            {cidades.length === 0 ? (
              <Text c="dimmed">{NENHUM_DADO}</Text>
            ) : (
              <Suspense fallback={<Text c="dimmed">{CARREGANDO}</Text>}>
                <CidadesGrafico cidades={cidades.slice(0, 10)} />
              </Suspense>
            )}
            <SemLocal motivos={semLocal} fora="das cidades" />
          </section>
          <section className={classes.painel} aria-labelledby="mortes-por-cidade">
            <Title order={2} id="mortes-por-cidade" className={classes.painelTitulo}>
              Número de mortes por cidade
            </Title>
            {cidades.length === 0 ? (
              <Text c="dimmed">{NENHUM_DADO}</Text>
            ) : (
              <ol className={classes.lista}>
                {cidades.map((cidade) => (
                  <li key={`${cidade.cidade}/${cidade.estado}`}>
                    <span>{`${cidade.cidade} / ${cidade.estado}`}</span>
                    <span className={classes.numero}>{cidade.total_vitimas.toLocaleString('pt-BR')}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </Stack>
  );
}
