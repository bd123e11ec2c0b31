import { ACTION_CAPABILITIES, type Capability } from '@core/access';
import type { ResourceSummary } from '@core/resource-kit/summary';
import summaries from 'virtual:resource-summaries';

/**
 * The console's first view of resources/: every entity's summary by name (menu, access,
 * addresses). Screens that show records load the whole definitions (`./registry`) with them.
 */
export const resourceIndex = new Map<string, ResourceSummary>(summaries.map((s) => [s.name, s]));

/** react-admin actions mapped onto a resource's declared capabilities (the server checks the same). */
export function capabilityFor(resource: string, action: string): Capability | null | undefined {
  const def = resourceIndex.get(resource);
  if (!def) return undefined;
  switch (action) {
    case 'list':
    case 'show':
    case 'export':
    case 'read':
      return def.access.read;
    case 'names':
      return def.access.names;
    case 'create':
    case 'clone':
      return def.access.create;
    case 'edit':
      return def.access.update;
    case 'delete':
      return def.access.delete;
    default:
      // Record actions beyond editing (acknowledging a problem, switching maintenance, quick
      // support) have their own capabilities in the policy, for those who may not edit the record.
      return Object.hasOwn(ACTION_CAPABILITIES, action) ? ACTION_CAPABILITIES[action as keyof typeof ACTION_CAPABILITIES] : undefined;
  }
}
