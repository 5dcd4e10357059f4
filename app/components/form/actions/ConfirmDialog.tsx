import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Modal } from '../../Modal';

/** The red of destructive actions, dark enough for white text at 4.5:1. */
export const DANGER = 'red.9';

interface ConfirmDialogProps {
  opened: boolean;
  /** The spec's question, e.g. 'Apagar vítima?'. */
  title: string;
  /** What will happen, in the user's words. */
  children: ReactNode;
  confirmLabel: string;
  confirmIcon?: ReactNode;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question before an action that cannot be taken back (spec §8 Confirmations). */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  confirmIcon,
  danger,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={() => !busy && onCancel()} title={title} size={2} centered>
      {typeof children === 'string' ? (
        <Text c="dimmed" size="sm">
          {children}
        </Text>
      ) : (
        children
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button
          color={danger ? DANGER : undefined}
          loading={busy}
          onClick={onConfirm}
          leftSection={confirmIcon}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
