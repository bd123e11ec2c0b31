import type { ResourceDefinition } from '@core/resource-kit';
import type { Language } from './language';

// The console starts with the shell's messages and every entity's name (menu, breadcrumbs); the
// screens bring the rest when they load (see full-resources.ts): the fields, options and help of
// the definitions, and the areas' own messages. The i18n provider builds its translations from
// what is added here, again whenever something is added.
const definitions = new Map<string, ResourceDefinition>();
const sources = new Set<(language: Language) => object>();
const refreshers = new Set<() => Promise<void>>();
// Additions made in one go (the screens add the definitions and their messages together) are
// taken in one rebuild: each rebuild merges the whole catalogue and re-reads it into polyglot.
let pending: Promise<void> | undefined;
function refreshAll(): Promise<void> {
  pending ??= Promise.resolve().then(async () => {
    pending = undefined;
    await Promise.all([...refreshers].map((refresh) => refresh()));
  });
  return pending;
}

/** Adds whole definitions to every console's messages; resolves once the translations include them. */
export async function addResourceDefinitions(defs: readonly ResourceDefinition[]): Promise<void> {
  const added = defs.filter((def) => definitions.get(def.name) !== def);
  if (!added.length) return;
  for (const def of added) definitions.set(def.name, def);
  await refreshAll();
}

/** Adds messages (one tree per language) to every console's; resolves once the translations include them. */
export async function addMessages(source: (language: Language) => object): Promise<void> {
  if (sources.has(source)) return;
  sources.add(source);
  await refreshAll();
}

/** What has been added so far. */
export const addedMessages = () => ({ definitions: [...definitions.values()], sources: [...sources] });

/** Asks to be told (and awaited) whenever messages or definitions are added. */
export function onMessagesAdded(refresh: () => Promise<void>) {
  refreshers.add(refresh);
}
