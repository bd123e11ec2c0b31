import type { FastifyInstance } from 'fastify';
import { definedByFolder } from '../../core/folder-definitions.js';
import { registerModule, type ServerModule } from './server-module.js';

/** The modules of a glob over `<folder>/<name>/module.ts`, each checked to carry its folder's name. */
export const collectModules = (files: Record<string, { default: ServerModule }>): ServerModule[] => definedByFolder(files, 'defineModule');

/** The modules in the order they start: each after the ones it names, otherwise by name. */
export function inStartOrder(modules: readonly ServerModule[]): ServerModule[] {
  const byName = new Map(modules.map((m) => [m.name, m]));
  const ordered: ServerModule[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (module: ServerModule, path: string[]) => {
    if (state.get(module.name) === 'done') return;
    if (state.get(module.name) === 'visiting') throw new Error(`server modules start after each other in a circle: ${[...path, module.name].join(' → ')}`);
    state.set(module.name, 'visiting');
    for (const name of module.after ?? []) {
      const before = byName.get(name);
      if (!before) throw new Error(`server module ${module.name} starts after ${name}, which is not a module`);
      visit(before, [...path, module.name]);
    }
    state.set(module.name, 'done');
    ordered.push(module);
  };
  for (const module of [...modules].sort((a, b) => a.name.localeCompare(b.name))) visit(module, []);
  return ordered;
}

type Modules = Record<string, { default: ServerModule }>;

/**
 * Every module folder of the server, found without a list to maintain: Vite, vitest and the server
 * bundle resolve import.meta.glob at build time (as for `resources/`); under tsx (the bench) it does
 * not exist, and bench/lib/resources-preload.ts hands the modules over through globalThis.
 */
function discover(): Modules {
  try {
    return import.meta.glob<{ default: ServerModule }>('./*/module.ts', { eager: true });
  } catch {
    const handed = (globalThis as { __gondolaServerModules?: Modules }).__gondolaServerModules;
    if (!handed) throw new Error('server/modules/index.ts needs Vite (import.meta.glob) or bench/lib/resources-preload.ts to list the module folders');
    return handed;
  }
}

export const SERVER_MODULES: ServerModule[] = collectModules(discover());

/** Starts and serves the given modules in their start order. */
export async function registerModules(app: FastifyInstance, modules: readonly ServerModule[]) {
  for (const module of inStartOrder(modules)) await registerModule(app, module);
}
