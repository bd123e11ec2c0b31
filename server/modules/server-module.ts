import type { FastifyInstance } from 'fastify';

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
   * Starts the module's services (decorations, jobs, hooks on the resource repository) and
   * registers its routes. Called on the root instance, so its decorations are the app's.
   */
  register(app: FastifyInstance): Promise<void>;
}

export const defineModule = (module: ServerModule): ServerModule => module;
