import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Deep navy of the PCPB identity; shade 9 is the header and login background. */
const navy: MantineColorsTuple = [
  '#eaf0fb',
  '#d0dcf2',
  '#a3b9e3',
  '#7394d3',
  '#4c75c6',
  '#3461bd',
  '#2552a8',
  '#1c4283',
  '#122f61',
  '#071a36',
];

/** Badge gold, used sparingly as the accent. */
const gold: MantineColorsTuple = [
  '#fef8e7',
  '#fbeec5',
  '#f6df94',
  '#f0cf61',
  '#ebc13b',
  '#e0b53f',
  '#c99a23',
  '#a67e1b',
  '#836314',
  '#5f480e',
];

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 7, dark: 5 },
  colors: { navy, gold },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
    ActionIcon: { defaultProps: { size: 'lg' } },
  },
});
