import { byName } from '../core/folder-definitions';
import type { ResourceDefinition } from '../core/resource-kit';

type Modules = Record<string, { default: ResourceDefinition }>;

/**
 * Every resource file in this folder, found without a list to maintain: Vite, vitest and the
 * server bundle resolve import.meta.glob at build time; drizzle-kit's loader has no such thing, so
 * drizzle.config.ts hands the modules over through globalThis.
 */
function discover(): Modules {
  try {
    return import.meta.glob<{ default: ResourceDefinition }>(['./*.ts', '!./index.ts', '!./*.test.ts'], { eager: true });
  } catch {
    const handed = (globalThis as { __gondolaResourceModules?: Modules }).__gondolaResourceModules;
    if (!handed) throw new Error('resources/index.ts needs Vite (import.meta.glob) or drizzle.config.ts to list the resource files');
    return handed;
  }
}

export const RESOURCES: ResourceDefinition[] = Object.values(discover())
  .map((m) => m.default)
  .sort(byName);

export const RESOURCE_BY_NAME = new Map(RESOURCES.map((r) => [r.name, r]));
