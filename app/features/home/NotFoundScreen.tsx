import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SCREENS } from '../../../shared/routes';

export default function NotFoundScreen() {
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <ThemeIcon size={88} radius="xl" color="navy" variant="light" aria-hidden>
        <IconMapSearch size={48} stroke={1.5} />
      </ThemeIcon>
      <Title order={1} size="h2" c="var(--rip-heading)">
        Opss! Página não encontrada!
      </Title>
      <Text c="dimmed" maw={320}>
        O endereço acessado não existe ou ainda não está disponível.
      </Text>
      <Button component={Link} to={SCREENS.home.path} size="lg" leftSection={<IconHome size={20} />}>
        Voltar para Home
      </Button>
    </Stack>
  );
}
