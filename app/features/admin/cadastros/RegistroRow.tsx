import { ActionIcon, Badge, Group, Text } from '@mantine/core';
import { IconLock, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { PoliticaAdmin } from '../../../../shared/schemas/politica-admin';
import { DeleteButton } from '../../../components/form';
import classes from './Cadastros.module.css';

interface RegistroRowProps {
  title: string;
  detail?: ReactNode;
  badge?: ReactNode;
  onEdit?: () => void;
  onDelete?: () => void;
  /** The server's word on this record: one the reader may not change is shown read-only, with why. */
  policy?: PoliticaAdmin;
}

/** One record of a registry list, with its edit and delete actions named for screen readers. */
export function RegistroRow({ title, detail, badge, onEdit, onDelete, policy }: RegistroRowProps) {
  const bloqueado = policy?.pode_alterar === false;
  return (
    <li className={classes.row}>
      <div className={classes.rowMain}>
        <Group gap={6} wrap="wrap">
          <Text className={classes.rowTitle}>{title}</Text>
          {bloqueado ? (
            <Badge color="navy" variant="light" size="sm" leftSection={<IconLock size={12} />}>
              só leitura
            </Badge>
          ) : (
            badge
          )}
        </Group>
        {detail && (
          <Text size="sm" c="dimmed" lh={1.3}>
            {detail}
          </Text>
        )}
        {bloqueado && policy.motivo && (
          <Text size="sm" lh={1.3}>
            {policy.motivo}
          </Text>
        )}
      </div>
      {onEdit && !bloqueado && (
        <ActionIcon variant="light" color="navy" size={44} onClick={onEdit} aria-label={`Editar ${title}`}>
          <IconPencil size={20} />
        </ActionIcon>
      )}
      {onDelete && !bloqueado && <DeleteButton label={`Excluir ${title}`} onClick={onDelete} iconSize={20} />}
    </li>
  );
}
