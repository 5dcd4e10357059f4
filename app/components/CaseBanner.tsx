import { Badge, Group, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight, IconFolderOpen } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SCREENS } from '../../shared/routes';
import classes from './CaseBanner.module.css';

export interface CaseBannerProps {
  name: string;
  identificador: string | null;
}

/** The selected case, always one tap away from its hub (spec §2.2). */
export function CaseBanner({ name, identificador }: CaseBannerProps) {
  return (
    <Link to={SCREENS.Caso.path} className={classes.banner}>
      <span className={classes.inner}>
        <ThemeIcon color="gold.6" variant="light" size={36} radius="md" aria-hidden>
          <IconFolderOpen size={22} />
        </ThemeIcon>
        <span className={classes.text}>
          <Group gap={6} wrap="wrap">
            <Text size="xs" c="var(--rip-accent-text)" fw={700} tt="uppercase" lh={1.2}>
              Caso selecionado
            </Text>
            {identificador && (
              <Badge color="navy" variant="light" radius="sm" size="sm" className={classes.number}>
                {identificador}
              </Badge>
            )}
          </Group>
          <Text className={classes.name} size="sm" lh={1.35}>
            {name}
          </Text>
        </span>
        <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0 }} />
      </span>
    </Link>
  );
}
