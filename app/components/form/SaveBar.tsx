import { Button } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './form.module.css';

/** A form's full-width submit, busy while the save runs. */
export function SubmitButton({
  saving,
  icon,
  children,
}: {
  saving: boolean;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" fullWidth loading={saving} leftSection={icon}>
      {children}
    </Button>
  );
}

/** The form's submit, kept at the bottom of the screen while the form scrolls. */
export function SaveBar({ saving, label = 'Salvar' }: { saving: boolean; label?: string }) {
  return (
    <div className={classes.saveBar}>
      <SubmitButton saving={saving} icon={<IconDeviceFloppy size={22} />}>
        {label}
      </SubmitButton>
    </div>
  );
}
