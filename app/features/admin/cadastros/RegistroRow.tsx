import { ActionIcon, Group, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DeleteButton } from '../../../components/form';
import classes from './Cadastros.module.css';

interface RegistroRowProps {
  title: string;
  detail?: ReactNode;
  badge?: ReactNode;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One record of a registry list, with its edit and delete actions named for screen readers. */
export function RegistroRow({ title, detail, badge, onEdit, onDelete }: RegistroRowProps) {
  return (
    <li className={classes.row}>
      <div className={classes.rowMain}>
        <Group gap={6} wrap="wrap">
          <Text className={classes.rowTitle}>{title}</Text>
          {badge}
        </Group>
        {detail && (
          <Text size="sm" c="dimmed" lh={1.3}>
            {detail}
          </Text>
        )}
      </div>
      {onEdit && (
        <ActionIcon variant="light" color="navy" size={44} onClick={onEdit} aria-label={`Editar ${title}`}>
          <IconPencil size={20} />
        </ActionIcon>
      )}
      {onDelete && <DeleteButton label={`Excluir ${title}`} onClick={onDelete} iconSize={20} />}
    </li>
  );
}
