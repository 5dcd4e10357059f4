import { Button, Group, Text, Title } from '@mantine/core';
import { IconChartBar, IconChartPie, IconHome, IconMap2, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { ChoiceField, ErrorNotice } from '../../components/form';
import { MESSAGES, type Notice } from '../../lib/errors';
import { localDateTime } from '../../lib/format';
import { type OfflineQuery, useOfflineQuery } from '../../offline/useOfflineQuery';
import classes from './Painel.module.css';
import { PERIODOS, type Periodo } from './periodo';
import { useEscolha } from './usePainel';

const PAGINAS = [
  { screen: SCREENS.Dashboard, label: 'Dashboard', icon: IconChartBar },
  { screen: SCREENS.Mapa, label: 'Mapa', icon: IconMap2 },
  { screen: SCREENS.Estatistica, label: 'Estatística', icon: IconChartPie },
] as const;

/** The navbar the three dashboard pages share (spec §2.3), with the Home button. */
function PainelNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Painel" className={classes.nav}>
      <Link to={SCREENS.home.path} className={`${classes.aba} ${classes.inicio}`}>
        <IconHome size={18} aria-hidden />
        <span>Home</span>
      </Link>
      <div className={classes.abas}>
        {PAGINAS.map(({ screen, label, icon: Icon }) => {
          const atual = pathname === screen.path;
          return (
            <Link
              key={screen.path}
              to={screen.path}
              className={classes.aba}
              data-atual={atual || undefined}
              aria-current={atual ? 'page' : undefined}
            >
              <Icon size={18} aria-hidden />
              <span>{label}</span>
            </Link>
          );
        })}
      </div>
    </nav>
  );
}

/** The top of each dashboard page: the navbar, the page's title and, under it, what it shows. */
export function PainelTopo({ titulo, subtitulo }: { titulo: string; subtitulo?: ReactNode }) {
  const title = (
    <Title order={1} size="h2" c="var(--rip-heading)">
      {titulo}
    </Title>
  );
  return (
    <>
      <PainelNav />
      {subtitulo === undefined ? (
        title
      ) : (
        <div>
          {title}
          <Text size="sm" c="dimmed">
            {subtitulo}
          </Text>
        </div>
      )}
    </>
  );
}

/** Period and unit: the whole state by default (docs/decisions.md 'Painel'). */
export function PainelFiltros() {
  const [escolha, escolher] = useEscolha();
  const unidades = useOfflineQuery('listUnidades', {}, { reference: true });
  const opcoesUnidade = [
    { value: '', label: 'Todas' },
    ...(unidades.data?.data ?? []).map((unidade) => ({ value: unidade.id, label: unidade.nome })),
  ];
  return (
    <div className={classes.filtros}>
      <ChoiceField
        label="Período"
        data={PERIODOS.map((periodo) => ({ ...periodo }))}
        value={escolha.periodo}
        onChange={(valor) => escolher({ ...escolha, periodo: (valor ?? 'tudo') as Periodo })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <ChoiceField
        label="Unidade"
        data={opcoesUnidade}
        value={escolha.unidadeId ?? ''}
        onChange={(valor) => escolher({ ...escolha, unidadeId: valor || null })}
        allowDeselect={false}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
    </div>
  );
}

/** When the figures were computed (they are summaries, minutes old at most), and a refresh. */
export function Atualizacao({ leitura }: { leitura: OfflineQuery<{ calculado_em: string }> }) {
  const { data, fromCache, savedAt, fetching, refetch, loading } = leitura;
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" className={classes.atualizacao}>
      <Text size="xs" c="dimmed" aria-live="polite">
        {data
          ? `Dados calculados em ${localDateTime(data.calculado_em)}`
          : loading
            ? 'Carregando dados…'
            : ''}
        {fromCache &&
          savedAt !== null &&
          ` · sem conexão: cópia de ${localDateTime(new Date(savedAt).toISOString())}`}
      </Text>
      <Button
        variant="subtle"
        leftSection={<IconRefresh size={18} />}
        loading={fetching}
        onClick={refetch}
        className={classes.home}
      >
        Atualizar
      </Button>
    </Group>
  );
}

/** A read that failed with nothing on the device to show instead. */
export function ErroPainel({ erro }: { erro: Notice | null }) {
  if (!erro) return null;
  return <ErrorNotice title={erro.title}>{erro.message || MESSAGES.unknown}</ErrorNotice>;
}
