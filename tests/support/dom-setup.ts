// Component tests render screens directly, without the console's loader: every definition's labels are there from the start.
import { RESOURCES } from '@resources';
import { addResourceDefinitions } from '@src/console/i18n-provider';

await addResourceDefinitions(RESOURCES);
