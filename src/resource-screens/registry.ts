import type { Capability } from '@core/access';
import type { ResourceDefinition } from '@core/resource-kit';
import { RESOURCES } from '@resources';

/** The SPA's view of resources/: every definition by name. */
export const registry = new Map<string, ResourceDefinition>(RESOURCES.map((r) => [r.name, r]));

/** react-admin actions mapped onto a resource's declared capabilities (the server checks the same). */
export function capabilityFor(resource: string, action: string): Capability | null | undefined {
  const def = registry.get(resource);
  if (!def) return undefined;
  switch (action) {
    case 'list':
    case 'show':
    case 'export':
    case 'read':
      return def.access.read;
    case 'create':
    case 'clone':
      return def.access.create;
    case 'edit':
      return def.access.update;
    case 'delete':
      return def.access.delete;
    case 'acknowledge':
    case 'maintain':
      // Acknowledging a problem and switching an installation's maintenance mode are support work
      // (DESIGN §5), for those who may not edit the record itself.
      return 'support.write';
    default:
      return undefined;
  }
}
