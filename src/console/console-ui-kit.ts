/**
 * The boot's first step into the console: the build puts this module into the chunk of the UI
 * kit's modules of the console's first load (MUI, emotion), which importing it evaluates, in a task
 * of its own (see console-libraries.ts, the second step). What it exports is only what ties it to
 * that chunk; the theme needs it anyway.
 */
export { createTheme } from '@mui/material/styles';
