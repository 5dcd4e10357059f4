import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ConflitoExclusao } from '../../../shared/schemas/versao';
import { ConfirmDialog, DANGER } from '../form/actions/ConfirmDialog';
import type { Exclusao } from '../form/actions/useExclusao';
import { Notice } from '../form/notices/Notice';
import { Modal } from '../Modal';
import classes from './ConfirmarExclusao.module.css';
import { alteracoesLidas, resumoExclusao } from './exclusao-texto';

/**
 * What others changed since the deleter saw the row: each field (or record) now, who and when.
 * Titled by what happened, unless the place around it already said so (`titulo`).
 */
export function AlteracoesExclusao({ conflito, titulo }: { conflito: ConflitoExclusao; titulo?: string }) {
  return (
    <Notice color="orange" icon={IconAlertTriangle} title={titulo ?? resumoExclusao(conflito)} role="region">
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
    </Notice>
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
 * that someone else changed the row since the user saw it, those changes and 'Apagar mesmo assim'
 * (the buttons one under the other, so the longer label fits whole at 320 px).
 */
export function ConfirmarExclusao<T>({ exclusao, title, children, confirmLabel }: ConfirmarExclusaoProps<T>) {
  const { conflito, dialogo } = exclusao;
  if (!conflito) {
    return (
      <ConfirmDialog
        {...dialogo}
        title={title}
        confirmLabel={confirmLabel}
        confirmIcon={<IconTrash size={18} />}
        danger
      >
        {children}
      </ConfirmDialog>
    );
  }
  return (
    <Modal
      opened={dialogo.opened}
      onClose={() => !dialogo.busy && dialogo.onCancel()}
      title={title}
      size={2}
      centered
    >
      <Stack gap="sm">
        <AlteracoesExclusao conflito={conflito} />
        {typeof children === 'string' ? (
          <Text c="dimmed" size="sm">
            {children}
          </Text>
        ) : (
          children
        )}
        <Button fullWidth color={DANGER} loading={dialogo.busy} onClick={dialogo.onConfirm} mt="xs">
          Apagar mesmo assim
        </Button>
        <Button fullWidth variant="default" onClick={dialogo.onCancel} disabled={dialogo.busy}>
          Cancelar
        </Button>
      </Stack>
    </Modal>
  );
}
