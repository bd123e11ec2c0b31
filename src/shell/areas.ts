import { definedByFolder } from '@core/folder-definitions';
import type { Language } from '@src/i18n/language';
import type { AreaManifest } from './area-manifest';

/** The manifests of a glob over `<folder>/<area>/area.ts`, each checked to carry its folder's name. */
export const collectAreas = (files: Record<string, { default: AreaManifest }>): AreaManifest[] => definedByFolder(files, 'defineArea');

/** Every area of `custom-pages/`, found without a list to maintain (as `resources/`). */
export const AREA_MANIFESTS: readonly AreaManifest[] = collectAreas(import.meta.glob<{ default: AreaManifest }>('/custom-pages/*/area.ts', { eager: true }));

/** The route labels of the areas in one language (`gondola.routes.*`). */
export function areaLabels(areas: readonly AreaManifest[], language: Language): Record<string, string> {
  return Object.fromEntries(areas.flatMap((area) => Object.entries(area.labels ?? {}).map(([key, pair]) => [key, pair[language === 'en' ? 0 : 1]])));
}

/** The areas' own messages in one language, loaded (each area's chunk): their namespaces under `gondola`. */
export async function loadAreaMessages(areas: readonly AreaManifest[]): Promise<(language: Language) => Record<string, unknown>> {
  const loaded = await Promise.all(areas.flatMap((area) => (area.messages ? [area.messages().then((m) => ({ area: area.name, messages: m.default }))] : [])));
  return (language) => {
    const gondola: Record<string, unknown> = {};
    // Each message namespace belongs to one area: a second one would silently replace the first's.
    for (const { area, messages } of loaded)
      for (const [namespace, tree] of Object.entries(messages(language))) {
        if (namespace in gondola) throw new Error(`gondola.${namespace} is declared by more than one area (again by ${area})`);
        gondola[namespace] = tree;
      }
    return gondola;
  };
}
