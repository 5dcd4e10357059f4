import { Group, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { localDateTime } from '../../lib/format';
import classes from './CasoHubScreen.module.css';
import type { CasoView } from './caso-view';

/** Who outside the team opened the case, and why: shown to its members (DESIGN §4). */
export function AcessosJustificadosList({ acessos }: { acessos: CasoView['acessos_justificados'] }) {
  return (
    <section aria-labelledby="acessos-justificados" className={classes.acessos}>
      <Group gap="xs" mb="sm">
        <IconShieldLock size={22} aria-hidden color="var(--rip-heading)" />
        <Title order={2} size="h4" c="var(--rip-heading)" id="acessos-justificados">
          Acessos justificados
        </Title>
      </Group>
      <ul className={classes.acessosList}>
        {acessos.map((acesso) => (
          <li key={acesso.id} className={classes.acesso}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fw={700} size="sm">
                {acesso.user.name}{' '}
                <Text component="span" c="dimmed" size="xs" fw={400}>
                  matrícula {acesso.user.matricula}
                </Text>
              </Text>
              <Text size="xs" c="dimmed">
                {localDateTime(acesso.created_at)}
              </Text>
            </Group>
            <Text size="sm" mt={4} className={classes.justificativa}>
              {acesso.justificativa}
            </Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
