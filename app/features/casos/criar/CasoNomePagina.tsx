import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './CasoNomePagina.module.css';

interface CasoNomePaginaProps {
  icon: Icon;
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The page of both case creation screens (spec §2.3): a narrow column under the screen's emblem. */
export function CasoNomePagina({ icon: Emblema, title, subtitle, children }: CasoNomePaginaProps) {
  return (
    <Stack gap="lg" className={classes.page}>
      <Group gap="md" wrap="nowrap" mt="xs">
        <ThemeIcon size={52} radius="md" color="gold.5" c="navy.9" variant="filled" aria-hidden>
          <Emblema size={30} />
        </ThemeIcon>
        <div>
          <Title order={1} size="h2" c="var(--rip-heading)">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        </div>
      </Group>
      {children}
    </Stack>
  );
}
