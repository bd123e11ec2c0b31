import type { ResourceDefinition } from '@core/resource-kit';
import { addResourceDefinitions } from '@src/console/i18n-provider';

let loading: Promise<Map<string, ResourceDefinition>> | undefined;

/**
 * The whole definitions (fields, labels, validation), loaded once with the first screen that
 * shows records, and their labels added to the translations before that screen renders.
 */
export function loadFullResources(): Promise<Map<string, ResourceDefinition>> {
  loading ??= import('./registry').then(async ({ registry }) => {
    await addResourceDefinitions([...registry.values()]);
    return registry;
  });
  return loading;
}
