import { Badge, ThemeIcon } from '@mantine/core';
import {
  IconDeviceCctv,
  IconMap2,
  IconMapPin,
  IconNotes,
  IconPhoto,
  IconReportAnalytics,
  IconShare,
  IconTimeline,
  IconTool,
  IconUserExclamation,
  IconUserQuestion,
  IconUsersGroup,
  IconUserX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import type { CasoTile } from '../../../shared/schemas/casos';
import { useSession } from '../../lib/session';
import classes from './CasoHubScreen.module.css';
import type { CasoView } from './caso-view';
import { countText, TILE_LABELS, visibleTiles } from './hub-tiles';

/**
 * Where a long label may break on a half-width tile at 320 px; Chromium on Linux has no pt-BR
 * hyphenation dictionary, so `hyphens: auto` alone would cut the word anywhere.
 */
const TILE_BREAKS: Partial<Record<CasoTile, string>> = { compartilhamento: 'Compartilha\u00ADmento' };

const TILE_ICONS: Record<CasoTile, ReactNode> = {
  vitima: <IconUserX size={26} />,
  testemunha: <IconUserExclamation size={26} />,
  suspeito: <IconUserQuestion size={26} />,
  geolocalizacaoCaso: <IconMapPin size={26} />,
  equipe: <IconUsersGroup size={26} />,
  meios: <IconTool size={26} />,
  vestigio: <IconPhoto size={26} />,
  camera_seguranca: <IconDeviceCctv size={26} />,
  anotacaoComplementar: <IconNotes size={26} />,
  acionamentos: <IconTimeline size={26} />,
  relatorio: <IconReportAnalytics size={26} />,
  compartilhamento: <IconShare size={26} />,
  croqui: <IconMap2 size={26} />,
};

/** The way into each part of the case, with its count. */
export function CasoTiles({ caso }: { caso: CasoView }) {
  const { can } = useSession();
  return (
    <nav aria-label="Seções do caso" className={classes.grid}>
      {visibleTiles(can).map((tile) => {
        const count = countText(tile, caso.contagens);
        const empty = (caso.contagens[tile] ?? 0) === 0;
        return (
          <Link
            key={tile}
            to={generatePath(SCREENS[tile].path)}
            className={classes.tile}
            data-testid={`tile-${tile}`}
          >
            {/* The name first, so the link is called what it shows ('Vítimas 2'); drawn under the count. */}
            <span className={classes.tileName}>{TILE_BREAKS[tile] ?? TILE_LABELS[tile]}</span>
            <span className={classes.tileTop}>
              <ThemeIcon size={44} radius="md" color="navy" variant="light" aria-hidden>
                {TILE_ICONS[tile]}
              </ThemeIcon>
              <Badge
                data-testid="badge"
                size="lg"
                radius="xl"
                variant="filled"
                color={empty ? 'gray.2' : 'gold.5'}
                c={empty ? 'gray.8' : 'navy.9'}
                className={classes.count}
              >
                {count}
              </Badge>
            </span>
          </Link>
        );
      })}
    </nav>
  );
}
