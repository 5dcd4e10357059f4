import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Modal } from '../Modal';

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
          color={danger ? 'red' : undefined}
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
