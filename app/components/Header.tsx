import { ActionIcon, Avatar, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SCREENS } from '../../shared/routes';
import { firstName, initials, shortName } from '../lib/format';
import { BrandMark } from './BrandMark';
import classes from './Header.module.css';

export interface HeaderProps {
  userName: string;
  onLogout: () => void;
  /** Extra controls before the user's name, such as the sync status. */
  actions?: ReactNode;
}

export function Header({ userName, onLogout, actions }: HeaderProps) {
  return (
    <header className={classes.header}>
      <div className={classes.bar}>
        <Link to={SCREENS.home.path} className={classes.brand} aria-label="RIP — início">
          <BrandMark size={34} />
          <span className={classes.brandName}>RIP</span>
        </Link>
        <div className={classes.actions}>
          <div className={classes.slot}>{actions}</div>
          <Link to={SCREENS.UserEdit.path} className={classes.user} title={userName}>
            <Avatar size={32} radius="xl" color="gold.5" c="navy.9" variant="filled" aria-hidden>
              {initials(userName)}
            </Avatar>
            <span className={classes.userName}>
              <VisuallyHidden>Meus Dados: </VisuallyHidden>
              {/* A narrow phone has room for the first name only; the whole name is never cut. */}
              <span className={classes.nameNarrow}>{firstName(userName)}</span>
              <span className={classes.nameWide}>{shortName(userName)}</span>
            </span>
          </Link>
          <Tooltip label="Sair">
            <ActionIcon variant="subtle" color="white" size={44} aria-label="Sair" onClick={onLogout}>
              <IconLogout size={24} stroke={1.8} />
            </ActionIcon>
          </Tooltip>
        </div>
      </div>
    </header>
  );
}
