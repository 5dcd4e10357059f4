import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from '../form.module.css';

interface ScreenHeaderProps {
  title: string;
  subtitle?: string;
  count?: number;
  /** Where 'Voltar' goes: a path, or an action (a form back to its list). */
  back?: string | (() => void);
  /** The screen's main action; it moves under the title when both do not fit. */
  action?: ReactNode;
}

/** Top of a screen: 'Voltar', the page's one heading with its count, and the main action. */
export function ScreenHeader({ title, subtitle, count, back, action }: ScreenHeaderProps) {
  const icon = <IconArrowLeft size={18} />;
  return (
    <Stack gap={4}>
      {back && (
        <Group>
          {typeof back === 'string' ? (
            <Button component={Link} to={back} variant="subtle" leftSection={icon} px="xs">
              Voltar
            </Button>
          ) : (
            <Button onClick={back} variant="subtle" leftSection={icon} px="xs">
              Voltar
            </Button>
          )}
        </Group>
      )}
      <div className={classes.headerRow}>
        <div className={classes.headerTitle}>
          <Group gap="xs" wrap="nowrap" align="center">
            <Title order={1} size="h2" c="var(--rip-heading)" className={classes.title}>
              {title}
            </Title>
            {count !== undefined && (
              <Badge color="gold.5" c="navy.9" size="lg" radius="sm" className={classes.count}>
                {count}
              </Badge>
            )}
          </Group>
          {subtitle && (
            <Text c="dimmed" size="sm" lh={1.3} className={classes.subtitle}>
              {subtitle}
            </Text>
          )}
        </div>
        {action && <div className={classes.headerAction}>{action}</div>}
      </div>
    </Stack>
  );
}
