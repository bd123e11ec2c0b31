/**
 * The boot's third step into the console. The console's first load is evaluated in four tasks,
 * one chunk each (scripts/lib/console-chunk.ts): the styling engine (console-styling.ts), MUI's
 * components (console-ui-kit.ts), then the other libraries (react-admin, TanStack Query, the
 * router…), with this module, then the console's own code. Evaluated in one go they were the
 * longest task of a list opened on a phone (50–80 ms at full speed, four times that on the phone
 * Lighthouse emulates). What it exports is only what ties it to the libraries' chunk; the
 * console's data layer needs it anyway.
 */
export { QueryClient } from '@tanstack/react-query';
