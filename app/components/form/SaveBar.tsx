import { Button } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import classes from './form.module.css';

/** The form's submit, kept at the bottom of the screen while the form scrolls. */
export function SaveBar({ saving, label = 'Salvar' }: { saving: boolean; label?: string }) {
  return (
    <div className={classes.saveBar}>
      <Button type="submit" size="lg" fullWidth loading={saving} leftSection={<IconDeviceFloppy size={22} />}>
        {label}
      </Button>
    </div>
  );
}
