// Component tests render screens directly, without the console's loader: every definition's labels and the areas' messages are there from the start.
import { RESOURCES } from '@resources';
import { addMessages, addResourceDefinitions } from '@src/console/i18n-provider';
import { areaMessages } from '@src/i18n/area-messages';

await Promise.all([addResourceDefinitions(RESOURCES), addMessages(areaMessages)]);
