import type { ResourceDefinition } from '@core/resource-kit';
import { RESOURCES } from '@resources';

/** The SPA's full view of resources/: every definition by name (loads with the screens, not the console). */
export const registry = new Map<string, ResourceDefinition>(RESOURCES.map((r) => [r.name, r]));
