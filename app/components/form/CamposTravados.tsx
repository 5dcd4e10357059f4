import { Fieldset } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The fields of a form while its save is on its way (a vestígio's files on one bar take minutes):
 * nothing can be typed, for a form that closes would lose it, and a note (one text) would take a
 * correction as a second note. The values stay in the form; the browser only refuses input.
 */
export function CamposTravados({ travado = false, children }: { travado?: boolean; children: ReactNode }) {
  // A fieldset is as wide as its widest content unless told otherwise, which would overflow 360 px.
  return (
    <Fieldset variant="unstyled" disabled={travado} p={0} m={0} miw={0}>
      {children}
    </Fieldset>
  );
}
