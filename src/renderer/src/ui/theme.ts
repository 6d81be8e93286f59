import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

/** Gold accent of the emblem, for calls to action on navy. */
const gold: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#ca8400',
  '#af7100',
];

export const BRAND = { navy: navy[9], gold: gold[5] } as const;

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 9, dark: 5 },
  colors: { navy, gold },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  // lg is the navigation breakpoint of SPEC.md §9 (1024 px); sm the voter-profile one (768 px).
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '64em', xl: '88em' },
});
