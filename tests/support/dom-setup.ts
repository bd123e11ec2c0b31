// Component tests render screens directly, without the console's loader: every definition's labels and the areas' messages are there from the start.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { RESOURCES } from '@resources';
import { addMessages, addResourceDefinitions } from '@src/i18n/added-messages';
import { screenMessages } from '@src/resource-screens/full-resources';

await Promise.all([addResourceDefinitions(RESOURCES), addMessages(await screenMessages())]);

// A screen's first render in a fresh worker loads and transforms its modules on demand (a lazy
// page, MUI's icons): seconds on two busy cores, while Testing Library's `findBy…` gives up after
// one. A component test waits for what it looks for as long as a first render can take there; a
// test that needs a tighter bound states it.
configure({ asyncUtilTimeout: 10_000 });

// Without vitest's globals Testing Library does not unmount after each test. A screen left mounted
// keeps React's scheduler busy (an open picker's popper, a query settling) past the file's end, and
// once jsdom is torn down that work throws "window is not defined" as an unhandled error that fails
// the run. Every file gets the unmount here, so none can forget it.
afterEach(cleanup);
