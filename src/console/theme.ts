import type { Components, Theme } from '@mui/material';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { toneChipStyles } from '@src/kit/tone-chip-styles';

type Props = Record<string, unknown> & { 'aria-label'?: string; inputProps?: Record<string, unknown> };

/**
 * react-admin's row checkbox puts its aria-label on the checkbox's wrapping span, where it names
 * nothing (axe: `label`, `aria-prohibited-attr`): the name belongs on the input. Fixed once here for
 * every checkbox, switch and radio instead of in each list.
 */
const nameOnTheInput = {
  defaultProps: {
    slotProps: {
      root: (ownerState: Props) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
      input: (ownerState: Props) => ({ ...ownerState.inputProps, ...(ownerState['aria-label'] && { 'aria-label': ownerState['aria-label'] }) }),
    },
  },
};

/** What both themes share: accessible names on inputs, list messages and sort targets people can read and hit. */
const accessibleComponents = {
  MuiCheckbox: nameOnTheInput,
  MuiSwitch: nameOnTheInput,
  MuiRadio: nameOnTheInput,
  // A focus ring every keyboard user can see (WCAG 2.4.7): MUI's own is a faint ripple. In the
  // control's own colour (white in the app bar, blue on the page); a filled button's ring is the text colour.
  MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 } } } },
  MuiButton: { styleOverrides: { contained: ({ theme }: { theme: Theme }) => ({ '&.Mui-focusVisible': { outlineColor: theme.palette.text.primary } }) } },
  // A column header's sort button is at least 24 px high (WCAG 2.5.8, target size).
  MuiTableSortLabel: { styleOverrides: { root: { minHeight: 24 } } },
  // react-admin collapses the bulk-actions bar to zero height when nothing is selected, but its
  // buttons stay in the tab order and over the column headers: hidden, they are neither.
  RaBulkActionsToolbar: { styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } } },
  // A table wider than its card (a list's, a record's related records on a phone) scrolls inside
  // its own wrapper: the page never does (the bulk actions' toolbar above it stays unclipped).
  RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
  // react-admin fades its "no records yet" message to half opacity: 2.7:1, unreadable for many.
  RaEmpty: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '& .RaEmpty-message': { opacity: 1, color: theme.palette.text.secondary } }) } },
  // A page's actions bar with nothing in it (a reader who may do nothing there: a customer, a
  // read-only role) takes no room above the page: everywhere, not screen by screen.
  MuiToolbar: { styleOverrides: { root: { '&:empty': { display: 'none' } } } },
  // Global classes the console's own light components are drawn by (once, not per element).
  MuiCssBaseline: { styleOverrides: (theme: Theme) => toneChipStyles(theme) },
} as Components<Theme>;

/** Users who ask their system for less motion get none: MUI's transitions become instant (WCAG 2.3.3). */
const reducedMotion = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const motion = reducedMotion
  ? { transitions: { create: () => 'none', duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 } } }
  : {};

// react-admin's light theme with colours that reach WCAG AA (4.5:1) for text on the page and on
// the grey toolbars: MUI's blue (#1976d2) is 4.4:1 on react-admin's page background, its red
// 3.8:1 on a form toolbar, its info blue 3.9:1, the app-bar blue (#2196f3) and the warning
// orange about 3.1:1 under white text.
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    error: { main: '#b71c1c', contrastText: '#fff' },
    info: { main: '#01579b', contrastText: '#fff' },
    warning: { main: '#b45309', contrastText: '#fff' },
  },
  components: { ...defaultLightTheme.components, ...accessibleComponents },
  ...motion,
};

// In the dark theme status colours are light shades, with dark text on them when filled: MUI's
// red (#f44336) reaches 3.5:1 as text on react-admin's dark grey and 3.7:1 under white text.
const darkText = 'rgba(0, 0, 0, 0.87)';
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    error: { main: '#ff8a80', contrastText: darkText },
    warning: { main: '#ffa726', contrastText: darkText },
    info: { main: '#4fc3f7', contrastText: darkText },
    success: { main: '#66bb6a', contrastText: darkText },
  },
  components: { ...defaultDarkTheme.components, ...accessibleComponents },
  ...motion,
};
