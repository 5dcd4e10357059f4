import { Alert, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ConflitoExclusao } from '../../../shared/schemas/versao';
import { ConfirmDialog } from '../form/ConfirmDialog';
import type { Exclusao } from '../form/useExclusao';
import classes from './ConfirmarExclusao.module.css';
import { alteracoesLidas, resumoExclusao } from './exclusao-texto';

/** What others changed since the deleter saw the row: each field (or record) now, who and when. */
export function AlteracoesExclusao({ conflito }: { conflito: ConflitoExclusao }) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={resumoExclusao(conflito)}
      role="region"
      aria-label="Alterado depois que você viu"
    >
      <Stack gap="xs">
        {alteracoesLidas(conflito).map((alteracao) => (
          <Paper key={alteracao.chave} withBorder p="xs" className={classes.alteracao}>
            <Text fw={700} className={classes.texto}>
              {alteracao.rotulo}
            </Text>
            <Text size="sm" className={classes.texto}>
              {alteracao.valor}
            </Text>
            <Text size="xs" c="dimmed">
              {alteracao.autoria}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Alert>
  );
}

interface ConfirmarExclusaoProps<T> {
  exclusao: Exclusao<T>;
  /** The screen's question, e.g. 'Apagar evento?'. */
  title: string;
  /** What will be lost, in the user's words. */
  children: ReactNode;
  confirmLabel: string;
}

/**
 * The confirmation of a delete (issue 26): the screen's question, and, when the server answered
 * that someone else changed the row since the user saw it, those changes and 'Apagar mesmo assim'.
 */
export function ConfirmarExclusao<T>({ exclusao, title, children, confirmLabel }: ConfirmarExclusaoProps<T>) {
  const { conflito } = exclusao;
  return (
    <ConfirmDialog
      {...exclusao.dialogo}
      title={title}
      confirmLabel={conflito ? 'Apagar mesmo assim' : confirmLabel}
      confirmIcon={<IconTrash size={18} />}
      danger
    >
      {conflito ? (
        <Stack gap="sm">
          <AlteracoesExclusao conflito={conflito} />
          {typeof children === 'string' ? (
            <Text c="dimmed" size="sm">
              {children}
            </Text>
          ) : (
            children
          )}
        </Stack>
      ) : (
        children
      )}
    </ConfirmDialog>
  );
}
