import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface CabecalhoProps {
  titulo: string;
  subtitulo?: string;
  contagem?: number;
  /** Where 'Voltar' goes: a path, or an action (the add form back to its list). */
  voltar: string | (() => void);
  acao?: ReactNode;
}

/** Top of the person screens: 'Voltar', the title and the main action. */
export function Cabecalho({ titulo, subtitulo, contagem, voltar, acao }: CabecalhoProps) {
  const botaoVoltar =
    typeof voltar === 'string' ? (
      <Button component={Link} to={voltar} variant="subtle" leftSection={<IconArrowLeft size={18} />} px="xs">
        Voltar
      </Button>
    ) : (
      <Button variant="subtle" onClick={voltar} leftSection={<IconArrowLeft size={18} />} px="xs">
        Voltar
      </Button>
    );
  return (
    <Stack gap={4}>
      <Group>{botaoVoltar}</Group>
      <Group justify="space-between" wrap="nowrap" align="center" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Title order={2} c="navy.9">
              {titulo}
            </Title>
            {contagem !== undefined && (
              <Badge color="gold.5" c="navy.9" size="lg" radius="sm">
                {contagem}
              </Badge>
            )}
          </Group>
          {subtitulo && (
            <Text c="dimmed" size="sm" lh={1.3}>
              {subtitulo}
            </Text>
          )}
        </div>
        {acao}
      </Group>
    </Stack>
  );
}
