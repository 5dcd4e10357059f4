/**
 * What every select's open list shares: its height, and a list taller than that scrollable by
 * keyboard and switch access too (issue 40). Its options are reached with the arrow keys from the
 * field, which a switch or a scan of the page does not see; a region that scrolls must itself be
 * in the tab order (axe's scrollable-region-focusable). Inside the listbox, a focusable box must
 * have a role a listbox may hold: a group of its options. Mantine only: the login screen takes it.
 */
import type { SelectProps } from '@mantine/core';

export const LISTA_SUSPENSA = {
  maxDropdownHeight: 300,
  comboboxProps: { shadow: 'md' },
  scrollAreaProps: { viewportProps: { tabIndex: 0, role: 'group' } },
} satisfies Partial<SelectProps>;
