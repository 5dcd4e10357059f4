import { Modal as MantineModal, type ModalProps as MantineModalProps } from '@mantine/core';

export type ModalSize = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

/** Spec §2.2: sizes 1 to 10 map to widths; on a phone every size is capped by the screen. */
const MODAL_WIDTHS: Record<ModalSize, string> = {
  1: '20rem',
  2: '24rem',
  3: '28rem',
  4: '32rem',
  5: '36rem',
  6: '42rem',
  7: '48rem',
  8: '56rem',
  9: '64rem',
  10: '72rem',
};

export interface ModalProps
  extends Omit<MantineModalProps, 'size' | 'closeOnEscape' | 'closeOnClickOutside' | 'withCloseButton'> {
  size?: ModalSize;
}

/** The app's one dialog: it always closes on Escape, on its close button and on a backdrop click. */
export function Modal({ size = 4, closeButtonProps, ...props }: ModalProps) {
  return (
    <MantineModal
      {...props}
      size={MODAL_WIDTHS[size]}
      closeOnEscape
      closeOnClickOutside
      withCloseButton
      closeButtonProps={{ 'aria-label': 'Fechar', ...closeButtonProps }}
    />
  );
}
