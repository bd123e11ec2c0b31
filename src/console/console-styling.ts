/**
 * The boot's first step into the console: the build puts this module into the chunk of the styling
 * engine MUI's components are made with (emotion, stylis, MUI's system, utilities and theme
 * modules), which importing it evaluates, in a task of its own; MUI's components follow in the next
 * (console-ui-kit.ts). What it exports is only what ties it to that chunk; the theme needs it anyway.
 */
export { createTheme } from '@mui/material/styles';
