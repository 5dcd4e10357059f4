import { ActionIcon, Badge, UnstyledButton } from '@mantine/core';
import { IconCalendar, IconLock, IconPencil, IconUser } from '@tabler/icons-react';
import { DeleteButton, PendingBadge } from '../../../components/form';
import { pendingSuffix } from '../../../components/form/notices/pending-texts';
import { localDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useCasoRefused } from '../../../offline/tela/useOutboxItems';
import classes from './HistoricoScreen.module.css';
import type { HistoricoRow } from './historico-view';

interface HistoricoItemProps {
  row: HistoricoRow;
  open: boolean;
  canRename: boolean;
  canDelete: boolean;
  /** Why the case can no longer be changed, shown in place of the actions. */
  locked: string | null;
  onOpen: () => void;
  onRename: () => void;
  onDelete: () => void;
}

/** One case of the history: a tap opens it; rename and delete name the case they act on. */
export function HistoricoItem({
  row,
  open,
  canRename,
  canDelete,
  locked,
  onOpen,
  onRename,
  onDelete,
}: HistoricoItemProps) {
  const { user } = useSession();
  const refused = useCasoRefused(row.id, user?.id);
  return (
    <li className={classes.item} data-open={open || undefined}>
      <UnstyledButton className={classes.open} onClick={onOpen} aria-current={open ? 'true' : undefined}>
        <span className={classes.nameRow}>
          <span className={classes.name}>
            {row.name}
            {row.offline && pendingSuffix(refused)}
          </span>
          {open && (
            <Badge color="gold.5" c="navy.9" variant="filled" size="sm" radius="sm" className={classes.seal}>
              Aberto
            </Badge>
          )}
        </span>
        {row.identificador ? (
          <span className={classes.identificador}>{row.identificador}</span>
        ) : (
          <PendingBadge refused={refused} look="caseRow" />
        )}
        <span className={classes.meta}>
          {row.created_at && (
            <span className={classes.metaItem}>
              <IconCalendar size={14} aria-hidden />
              {localDate(row.created_at)}
            </span>
          )}
          <span className={classes.metaItem}>
            <IconUser size={14} aria-hidden />
            {row.criador.name}
          </span>
          {locked && (
            <span className={classes.metaItem}>
              <IconLock size={14} aria-hidden />
              {locked}
            </span>
          )}
        </span>
      </UnstyledButton>
      <div className={classes.actions}>
        {canRename && (
          <ActionIcon
            variant="subtle"
            color="navy"
            size={44}
            aria-label={`Renomear caso ${row.name}`}
            onClick={onRename}
          >
            <IconPencil size={22} />
          </ActionIcon>
        )}
        {canDelete && <DeleteButton label={`Apagar caso ${row.name}`} onClick={onDelete} variant="subtle" />}
      </div>
    </li>
  );
}
