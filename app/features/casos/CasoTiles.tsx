import { Badge, ThemeIcon } from '@mantine/core';
import { generatePath, Link } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { useSession } from '../../lib/session';
import classes from './CasoHubScreen.module.css';
import type { CasoView } from './caso-view';
import { countText, tilesDoHub, visibleTiles } from './hub-tiles';
import { partesDoCaso } from './parte-do-caso';

/** The way into each part of the case, with its count. */
export function CasoTiles({ caso }: { caso: CasoView }) {
  const { can } = useSession();
  return (
    <nav aria-label="Seções do caso" className={classes.grid}>
      {visibleTiles(tilesDoHub(partesDoCaso()), can).map((tileDoCaso) => {
        const { tile, rotulo, rotuloQuebrado, icone: Icone } = tileDoCaso;
        const count = countText(tileDoCaso, caso.contagens);
        const empty = (caso.contagens[tile] ?? 0) === 0;
        return (
          <Link
            key={tile}
            to={generatePath(SCREENS[tile].path)}
            className={classes.tile}
            data-testid={`tile-${tile}`}
          >
            {/* The name first, so the link is called what it shows ('Vítimas 2'); drawn under the count. */}
            <span className={classes.tileName}>{rotuloQuebrado ?? rotulo}</span>
            <span className={classes.tileTop}>
              <ThemeIcon size={44} radius="md" color="navy" variant="light" aria-hidden>
                <Icone size={26} />
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
