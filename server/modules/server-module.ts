import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

// biome-ignore lint/suspicious/noExplicitAny: a route group's options are its own; the module pairs each group with them.
type Plugin = FastifyPluginAsync<any>;

/** A route group (a Fastify plugin), or one with its options. */
export type RouteGroup = Plugin | readonly [Plugin, Record<string, unknown>];

/**
 * One server module: a folder `server/modules/<name>/` whose `module.ts` says what it starts and
 * serves. The app registers every such folder it finds; adding a module edits no central file.
 */
export interface ServerModule {
  /** The folder's name. */
  name: string;
  /** Modules whose services (decorations) this one uses when it starts: registered before it. */
  after?: readonly string[];
  /**
   * Starts the module's services (decorations, jobs, hooks on the resource repository) before its
   * routes. Called on the root instance, so its decorations are the app's.
   */
  start?(app: FastifyInstance): Promise<void>;
  /** Its route groups, one file each, registered in this order (a function when they take options from the app). */
  routes: readonly RouteGroup[] | ((app: FastifyInstance) => readonly RouteGroup[]);
}

export const defineModule = (module: ServerModule): ServerModule => module;

/** Starts a module's services, then registers its route groups. */
export async function registerModule(app: FastifyInstance, module: ServerModule) {
  await module.start?.(app);
  for (const group of typeof module.routes === 'function' ? module.routes(app) : module.routes) {
    if (typeof group === 'function') await app.register(group);
    else await app.register(group[0], group[1]);
  }
}
