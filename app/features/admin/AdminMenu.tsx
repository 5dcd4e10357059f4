import { ThemeIcon, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import tiles from '../../components/Tile.module.css';
import classes from './cadastros/Cadastros.module.css';

export interface MenuEntry {
  label: string;
  description: string;
  icon: ReactNode;
  onClick: () => void;
}

/** The menu a registry opens on (spec §4 'menu'): a tile for each thing the administrator may do. */
export function AdminMenu({ entries, label }: { entries: MenuEntry[]; label: string }) {
  return (
    <nav aria-label={label} className={classes.menu}>
      {entries.map((entry) => (
        <UnstyledButton key={entry.label} className={tiles.tile} onClick={entry.onClick}>
          <ThemeIcon size={44} radius="md" color="navy" variant="light" aria-hidden>
            {entry.icon}
          </ThemeIcon>
          <span>
            <span className={classes.menuLabel}>{entry.label}</span>
            <span className={classes.menuDescription}>{entry.description}</span>
          </span>
        </UnstyledButton>
      ))}
    </nav>
  );
}
