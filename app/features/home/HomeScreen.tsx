import { Box, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconChartBar,
  IconFilePlus,
  IconFolders,
  IconLogout,
  IconSearch,
  IconShieldCog,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SCREENS, type ScreenName } from '../../../shared/routes';
import { firstName } from '../../lib/format';
import { useSession } from '../../lib/session';
import classes from './HomeScreen.module.css';

type Tone = 'featured' | 'plain' | 'danger';

interface TileContentProps {
  label: string;
  description: string;
  icon: ReactNode;
  tone: Tone;
}

const ICON_COLORS: Record<Tone, { color: string; variant: string; c?: string }> = {
  featured: { color: 'gold.5', variant: 'filled', c: 'navy.9' },
  plain: { color: 'navy', variant: 'light' },
  danger: { color: 'red', variant: 'light' },
};

function TileContent({ label, description, icon, tone }: TileContentProps) {
  return (
    <>
      <ThemeIcon size={48} radius="md" {...ICON_COLORS[tone]} aria-hidden>
        {icon}
      </ThemeIcon>
      <span>
        <span className={classes.label}>{label}</span>
        <Text component="span" display="block" className={classes.description}>
          {description}
        </Text>
      </span>
    </>
  );
}

function tileClass(tone: Tone, wide: boolean): string {
  return [classes.tile, tone === 'featured' && classes.featured, wide && classes.wide]
    .filter(Boolean)
    .join(' ');
}

export default function HomeScreen() {
  const { user, can, requestLogout } = useSession();
  // Whoever manages users administers, whatever their profile is called (issue 39: rights are
  // permissions, never a profile's name).
  const administra = can(SCREENS.PainelAdmin.access);

  const links = [
    can(SCREENS.Dashboard.access) && {
      screen: 'Dashboard' as ScreenName,
      label: 'Dashboard',
      description: 'Indicadores, mapa e estatísticas',
      icon: <IconChartBar size={28} />,
      tone: 'featured' as const,
      // Without the admin tile beside it, the dashboard fills the first row.
      wide: !administra,
    },
    administra && {
      screen: 'PainelAdmin' as ScreenName,
      label: 'Painel Administrativo',
      description: 'Usuários, perfis e permissões',
      icon: <IconShieldCog size={28} />,
      tone: 'featured' as const,
      wide: false,
    },
    can(SCREENS.historico.access) && {
      screen: 'historico' as ScreenName,
      label: 'Casos',
      description: 'Últimos casos registrados',
      icon: <IconFolders size={28} />,
      tone: 'plain' as const,
      wide: false,
    },
    can(SCREENS.casoNome.access) && {
      screen: 'casoNome' as ScreenName,
      label: 'Novo Caso',
      description: 'Registrar um novo caso',
      icon: <IconFilePlus size={28} />,
      tone: 'plain' as const,
      wide: false,
    },
    can(SCREENS.search.access) && {
      screen: 'search' as ScreenName,
      label: 'Pesquisa',
      description: 'Pessoas e casos',
      icon: <IconSearch size={28} />,
      tone: 'plain' as const,
      wide: false,
    },
  ].filter((tile) => tile !== false);

  return (
    <Box>
      <Title order={1} size="h2" c="var(--rip-heading)" mt="xs">
        Olá, {firstName(user?.name ?? '')}
      </Title>
      <Text c="dimmed" mb="lg">
        O que você deseja fazer?
      </Text>
      <nav aria-label="Menu principal" className={classes.grid}>
        {links.map(({ screen, wide, ...content }) => (
          <Link key={screen} to={SCREENS[screen].path} className={tileClass(content.tone, wide)}>
            <TileContent {...content} />
          </Link>
        ))}
        <UnstyledButton onClick={requestLogout} className={tileClass('danger', false)}>
          <TileContent
            label="Sair"
            description="Encerrar a sessão"
            icon={<IconLogout size={28} />}
            tone="danger"
          />
        </UnstyledButton>
      </nav>
    </Box>
  );
}
