import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface FormSectionProps {
  title: string;
  icon: ReactNode;
  description?: string;
  /** Beside the title, e.g. a count. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One card of a form or of a record, named by its heading so a screen reader can jump between them. */
export function FormSection({ title, icon, description, aside, children }: FormSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p="md" shadow="xs">
      <Group gap="sm" wrap="nowrap" mb="md" align="center">
        <ThemeIcon size={40} radius="md" color="navy" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h4" c="var(--rip-heading)" id={titleId} lh={1.2}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" lh={1.3}>
              {description}
            </Text>
          )}
        </div>
        {aside}
      </Group>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}
