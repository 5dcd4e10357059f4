import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlayerPlayFilled, IconZoomScan } from '@tabler/icons-react';
import { CasoNomeForm } from './CasoNomeForm';
import classes from './CasoNomeScreen.module.css';

/** /apreensao: the quick variant of case creation, started at the scene (spec §2.3). */
export default function ApreensaoScreen() {
  return (
    <Stack gap="lg" className={classes.page}>
      <Group gap="md" wrap="nowrap" mt="xs">
        <ThemeIcon size={52} radius="md" color="gold.5" c="navy.9" variant="filled" aria-hidden>
          <IconZoomScan size={30} />
        </ThemeIcon>
        <div>
          <Title order={2} c="navy.9">
            Apreensão
          </Title>
          <Text c="dimmed" size="sm">
            Dê um nome ao caso para começar o registro.
          </Text>
        </div>
      </Group>
      <CasoNomeForm
        placeholder="Algo que identifique o caso"
        acao="INICIAR"
        icone={<IconPlayerPlayFilled size={20} />}
      />
    </Stack>
  );
}
