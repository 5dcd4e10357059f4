import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconFilePlus, IconFolderPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { CasoNomeForm } from './CasoNomeForm';
import classes from './CasoNomeScreen.module.css';

/** /casonome: the officer names the case and starts recording it (spec §2.3 Case creation). */
export default function CasoNomeScreen() {
  const navigate = useNavigate();
  return (
    <Stack gap="lg" className={classes.page}>
      <Group gap="md" wrap="nowrap" mt="xs">
        <ThemeIcon size={52} radius="md" color="gold.5" c="navy.9" variant="filled" aria-hidden>
          <IconFilePlus size={30} />
        </ThemeIcon>
        <div>
          <Title order={1} size="h2" c="var(--rip-heading)">
            Novo Caso
          </Title>
          <Text c="dimmed" size="sm">
            Um nome curto que a equipe reconheça.
          </Text>
        </div>
      </Group>
      <CasoNomeForm
        placeholder="Ex.: Homicídio do Centro"
        submitLabel="Criar novo caso"
        submitIcon={<IconFolderPlus size={22} />}
      >
        <Button
          variant="default"
          size="lg"
          fullWidth
          leftSection={<IconArrowLeft size={20} />}
          onClick={() => void navigate(SCREENS.home.path)}
        >
          Voltar
        </Button>
      </CasoNomeForm>
    </Stack>
  );
}
