import { Alert, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconPlayerPlayFilled, IconZoomScan } from '@tabler/icons-react';
import { SCREENS } from '../../../shared/routes';
import { useSession } from '../../lib/session';
import { CasoNomeForm } from './CasoNomeForm';
import classes from './CasoNomeScreen.module.css';

/** /apreensao: the quick variant of case creation, started at the scene (spec §2.3). */
export default function ApreensaoScreen() {
  // The route table opens this screen with editar_casos, but creating a case takes criar_casos:
  // say so up front rather than let the officer type a name the server will refuse.
  const canCreate = useSession().can(SCREENS.casoNome.access);
  return (
    <Stack gap="lg" className={classes.page}>
      <Group gap="md" wrap="nowrap" mt="xs">
        <ThemeIcon size={52} radius="md" color="gold.5" c="navy.9" variant="filled" aria-hidden>
          <IconZoomScan size={30} />
        </ThemeIcon>
        <div>
          <Title order={1} size="h2" c="var(--rip-heading)">
            Apreensão
          </Title>
          <Text c="dimmed" size="sm">
            Dê um nome ao caso para começar o registro.
          </Text>
        </div>
      </Group>
      {canCreate ? (
        <CasoNomeForm
          placeholder="Algo que identifique o caso"
          submitLabel="INICIAR"
          submitIcon={<IconPlayerPlayFilled size={20} />}
        />
      ) : (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconLock size={20} />}
          title="Sem permissão para criar casos"
        >
          Seu perfil pode registrar dados em casos já abertos, mas não abrir um caso novo. Peça a quem criou o
          caso que o compartilhe com você.
        </Alert>
      )}
    </Stack>
  );
}
