import type { ResourceDefinition } from '@core/resource-kit';
import { addMessages, addResourceDefinitions } from '@src/i18n/added-messages';
import type { Language } from '@src/i18n/language';
import type { AreaManifest } from '@src/shell/area-manifest';
import { AREA_MANIFESTS, loadAreaMessages } from '@src/shell/areas';

let loading: Promise<Map<string, ResourceDefinition>> | undefined;

/** The messages the screens speak beyond the console's first load: every area's own (its manifest's) and the kit's. */
export async function screenMessages(areas: readonly AreaManifest[] = AREA_MANIFESTS): Promise<(language: Language) => object> {
  const [areaMessages, { default: kitMessages }] = await Promise.all([loadAreaMessages(areas), import('@src/i18n/messages/screens')]);
  return (language) => ({ gondola: { ...kitMessages(language), ...areaMessages(language) } });
}

/**
 * What the screens need beyond the console: the whole definitions (fields, labels, validation)
 * and the areas' messages, loaded once with the first screen that shows records, and added to the
 * translations before that screen renders.
 */
export function loadFullResources(): Promise<Map<string, ResourceDefinition>> {
  loading ??= Promise.all([import('./registry'), screenMessages()]).then(async ([{ registry }, messages]) => {
    await Promise.all([addResourceDefinitions([...registry.values()]), addMessages(messages)]);
    return registry;
  });
  return loading;
}
