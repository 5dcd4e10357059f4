import { Badge, Group, Text, Title } from '@mantine/core';
import { IconCalendar, IconUser } from '@tabler/icons-react';
import { PendingBadge } from '../../components/form';
import { localDate } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useCasoRefused } from '../../offline/tela/useOutboxItems';
import classes from './CasoHubScreen.module.css';
import type { CasoView } from './caso-view';

/** The case's card at the top of the hub: its number, name, date and creator. */
export function CasoHeader({ caso }: { caso: CasoView }) {
  const { user } = useSession();
  const refused = useCasoRefused(caso.id, user?.id);
  return (
    <section className={classes.header} aria-labelledby="caso-nome">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text component="span" className={classes.label}>
          Caso
        </Text>
        {caso.identificador ? (
          <Badge color="gold.5" c="navy.9" variant="filled" radius="sm" size="lg" className={classes.number}>
            {caso.identificador}
          </Badge>
        ) : (
          <PendingBadge refused={refused} look="case" />
        )}
      </Group>
      <Title order={1} id="caso-nome" className={classes.name}>
        {caso.name}
      </Title>
      <div className={classes.meta}>
        <span className={classes.metaItem}>
          <IconCalendar size={16} aria-hidden />
          Criado em {localDate(caso.created_at)}
        </span>
        <span className={classes.metaItem}>
          <IconUser size={16} aria-hidden />
          {caso.user.name}
        </span>
      </div>
    </section>
  );
}
