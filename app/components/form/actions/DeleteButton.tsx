import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

interface DeleteButtonProps extends Omit<ActionIconProps, 'color' | 'children'> {
  /** What it deletes, for a screen reader: 'Apagar evento de 10:00'. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  iconSize?: number;
  /** Laid over a picture's corner: round and filled, to stand out on any image. */
  sobreImagem?: boolean;
}

/**
 * The red trash button of a row or card; it asks first through the screen's `useExclusao` and
 * `ConfirmarExclusao`. A 44 px target, as every touch target on a gloved hand.
 */
export function DeleteButton({
  label,
  onClick,
  iconSize = 22,
  sobreImagem = false,
  variant = sobreImagem ? 'filled' : 'light',
  size = 44,
  radius = sobreImagem ? 'xl' : 'md',
  ...props
}: DeleteButtonProps) {
  return (
    <ActionIcon
      {...props}
      variant={variant}
      size={size}
      radius={radius}
      color="red"
      aria-label={label}
      onClick={onClick}
    >
      <IconTrash size={iconSize} />
    </ActionIcon>
  );
}
