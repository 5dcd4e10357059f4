import {
  Button,
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  PasswordInput,
  rem,
} from '@mantine/core';

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
  // Text on a filled colour picks black or white by contrast (gold badges read in navy).
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // 44 px: a target a thumb hits at night without looking twice (WCAG 2.5.5), 2 px over Mantine's md.
    Button: Button.extend({
      defaultProps: { size: 'md' },
      vars: (_theme, props) => ({
        root: { '--button-height': !props.size || props.size === 'md' ? rem(44) : undefined },
      }),
    }),
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: PasswordInput.extend({
      defaultProps: {
        size: 'md',
        rightSectionWidth: rem(44),
        // Without the word "Senha", so that the field alone answers to its label.
        visibilityToggleButtonProps: { 'aria-label': 'Mostrar ou esconder o que foi digitado' },
      },
      // The show/hide eye as tall as the field, not Mantine's 28 px.
      vars: () => ({ root: { '--psi-button-size': rem(40) } }),
    }),
    Select: { defaultProps: { size: 'md' } },
    NativeSelect: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
    ActionIcon: { defaultProps: { size: 44 } },
    // The same thumb on the other controls: a switch with its label 44 px tall, a dialog's close
    // at 44 px, a toast's close at 34.
    Switch: {
      defaultProps: { size: 'lg' },
      styles: { body: { minHeight: rem(44), alignItems: 'center' } },
    },
    Modal: { defaultProps: { closeButtonProps: { size: 'xl' } } },
    Drawer: { defaultProps: { closeButtonProps: { size: 'xl' } } },
    // A toast's text under its title in the app's secondary grey: Mantine's gray 6 reads at 3.3:1.
    // Taps through a toast: global.css (`.rip-toasts`).
    Notification: {
      defaultProps: { closeButtonProps: { size: 'lg' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

/**
 * The app's own colours for light and dark screens (scenes are recorded at night). Secondary text
 * is darker than Mantine's default grey so that every text reaches 4.5:1 on its background.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#4f5963',
    '--rip-heading': navy[9],
    '--rip-accent-text': navy[6],
    '--rip-offline': '#a33e05',
    '--rip-page': '#f1f4f9',
    // Mantine's light alerts and badges print shade 9, too pale in yellow and orange to read.
    '--mantine-color-yellow-light-color': '#6e4c00',
    '--mantine-color-orange-light-color': '#963b04',
    // A warning's own text (a conflict to resolve): orange 9 reaches only 4.3:1 on white.
    '--rip-aviso': '#963b04',
    // A good sign's text (a strong password) at 5.3:1 on white.
    '--rip-ok': t.colors.teal[9],
    // A field's error (and its red border) at 5.9:1 on white; Mantine's red 6 reaches only 3.3:1.
    '--mantine-color-error': t.colors.red[9],
  },
  dark: {
    '--mantine-color-dimmed': '#b4bcc6',
    '--rip-heading': navy[1],
    '--rip-accent-text': navy[2],
    '--rip-offline': t.colors.orange[3],
    '--rip-page': t.colors.dark[8],
    '--mantine-color-error': t.colors.red[4],
    // 8.2:1 on the dark card, where orange 9 fell to 3.6:1.
    '--rip-aviso': t.colors.orange[4],
    // Teal 9 falls to about 3:1 on the dark page.
    '--rip-ok': t.colors.teal[4],
  },
});
