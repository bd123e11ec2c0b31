/**
 * The boot's second step into the console: the build puts this module into the chunk of MUI's
 * components of the console's first load (their styling engine and theme modules are the step
 * before, console-styling.ts), which importing it evaluates, in a task of its own (see
 * console-libraries.ts, the third step). What it exports is only what ties it to that chunk; the
 * console's screens use it anyway.
 */
export { default as Button } from '@mui/material/Button';
