/**
 * The boot's second step into the console: the build puts this module into the chunk of the UI
 * kit's components of the console's first load (MUI's, after their styling engine: console-styling.ts),
 * which importing it evaluates, in a task of its own (see console-libraries.ts, the third step). What it exports is only what ties it to
 * that chunk; the theme needs it anyway.
 */
export { createTheme } from '@mui/material/styles';
