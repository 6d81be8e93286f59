import {
  createTheme,
  DEFAULT_THEME,
  type BadgeProps,
  type CSSVariablesResolver,
  type DrawerProps,
  type MantineColorsTuple,
  type ModalProps,
  type NotificationProps,
} from '@mantine/core';

/** BEM navy: shade 9 is the brand's #0f172a, used for the navigation bar and primary actions. */
const navy: MantineColorsTuple = [
  '#eef2f8',
  '#d9e0ec',
  '#b0bfd8',
  '#8499c3',
  '#6079b1',
  '#4a66a7',
  '#3e5ca4',
  '#304d90',
  '#1e3a6e',
  '#0f172a',
];

/**
 * Gold accent of the emblem, for calls to action on navy. Shades 7–9 are darkened so that gold
 * text on white reaches 4.5:1 (shade 7: 5.0:1).
 */
const gold: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#946000',
  '#805300',
  '#6b4500',
];

/**
 * Mantine's palette with a darker shade 9 where its own fails 4.5:1: shade 9 is the text of
 * light badges and alerts (on shade 1 or 2) and the background of filled buttons (under white).
 */
function withShade9(name: string, shade9: string): MantineColorsTuple {
  const palette = DEFAULT_THEME.colors[name];
  if (!palette) throw new Error(`Mantine has no colour ${name}`);
  const [s0, s1, s2, s3, s4, s5, s6, s7, s8] = palette;
  return [s0, s1, s2, s3, s4, s5, s6, s7, s8, shade9];
}

export const BRAND = { navy: navy[9], gold: gold[5] } as const;

/** Secondary text: 6.1:1 on white, 5.4:1 on the light navy and gray backgrounds. */
const DIMMED = '#5c636a';
/** Placeholders are hints, lighter than typed text but still 5.4:1 on white. */
const PLACEHOLDER = '#646b73';

/** Pass to every MantineProvider with the theme (CSS variables are not part of the theme object). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED,
    '--mantine-color-placeholder': PLACEHOLDER,
    // Field errors: red 6 (3.3:1) by default.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

/** The accessible name of every close button: dialogs, drawers and notifications alike. */
const CLOSE_LABEL = 'Tutup';

/**
 * Drawers and dialogs: a named close button, and a title bar that is not a second `banner`
 * landmark (a <header> inside role="dialog" counts as one for assistive technology and axe).
 */
const DIALOG_DEFAULTS = {
  closeButtonProps: { 'aria-label': CLOSE_LABEL },
  attributes: { header: { role: 'none' } },
} satisfies Partial<ModalProps> & Partial<DrawerProps>;

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 9, dark: 5 },
  colors: {
    navy,
    gold,
    teal: withShade9('teal', '#0a6c50'),
    orange: withShade9('orange', '#a8380b'),
    yellow: withShade9('yellow', '#8f5000'),
    green: withShade9('green', '#237032'),
    lime: withShade9('lime', '#477509'),
    red: withShade9('red', '#b42424'),
  },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  // lg is the navigation breakpoint of SPEC.md §9 (1024 px); sm the voter-profile one (768 px).
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '64em', xl: '88em' },
  // Plain objects, not `Modal.extend(…)`: that would put every one of these components into the
  // home page's bundle, which uses none of them.
  components: {
    Drawer: { defaultProps: DIALOG_DEFAULTS },
    Modal: { defaultProps: DIALOG_DEFAULTS },
    Notification: {
      defaultProps: {
        closeButtonProps: { 'aria-label': CLOSE_LABEL },
      } satisfies Partial<NotificationProps>,
    },
    // A badge grows (and wraps between words, on a phone) to show its whole label instead of an
    // ellipsis. 'break-word', not 'anywhere': a table column then stays as wide as the longest
    // word ("PENGUMUMAN", "DIBATALKAN") instead of breaking it inside; only a word wider than the
    // whole screen breaks.
    Badge: {
      styles: {
        root: {
          height: 'auto',
          minHeight: 'var(--badge-height)',
          maxWidth: '100%',
          overflow: 'visible',
          flexShrink: 0,
        },
        label: {
          whiteSpace: 'normal',
          overflow: 'visible',
          textOverflow: 'clip',
          overflowWrap: 'break-word',
          lineHeight: 1.25,
          paddingBlock: 2,
        },
      },
    } satisfies { styles: BadgeProps['styles'] },
  },
});
