import type { ResourceDefinition } from '@core/resource-kit';
import { addMessages, addResourceDefinitions } from '@src/console/i18n-provider';

let loading: Promise<Map<string, ResourceDefinition>> | undefined;

/**
 * What the screens need beyond the console: the whole definitions (fields, labels, validation)
 * and the areas' messages, loaded once with the first screen that shows records, and added to the
 * translations before that screen renders.
 */
export function loadFullResources(): Promise<Map<string, ResourceDefinition>> {
  loading ??= Promise.all([import('./registry'), import('@src/i18n/area-messages')]).then(async ([{ registry }, { areaMessages }]) => {
    await Promise.all([addResourceDefinitions([...registry.values()]), addMessages(areaMessages)]);
    return registry;
  });
  return loading;
}
