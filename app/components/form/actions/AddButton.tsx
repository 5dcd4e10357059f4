import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/** A list's 'add' action, in the header's action place: gold, as the screen's one main action. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick} leftSection={<IconPlus size={20} />} color="gold.5" c="navy.9">
      {label}
    </Button>
  );
}
