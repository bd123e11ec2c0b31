import type { ResourceDefinition } from './types';

/**
 * What the console's first chunk needs of a resource: its menu entry, access, addresses and how a
 * record is named. The whole definition (fields, labels, validation) loads with the first screen
 * that shows records, so the dashboard does not download every entity's form.
 */
export interface ResourceSummary {
  name: string;
  label: ResourceDefinition['label'];
  icon: ResourceDefinition['icon'];
  menu: ResourceDefinition['menu'];
  access: ResourceDefinition['access'];
  routes?: ResourceDefinition['routes'];
  recordRepresentation: string;
  defaultSort: ResourceDefinition['list']['defaultSort'];
  /** The fields the finders search by: a list of values is filtered by its own field, searchable text by `q`. */
  finderFields?: Record<string, { list: boolean; searchable: boolean }>;
}

/** @public The build evaluates it (scripts/lib/resource-summaries.ts), and the virtual module calls it in development. */
export function summarize(def: ResourceDefinition): ResourceSummary {
  const finderFields = Object.fromEntries(
    (def.routes?.finders ?? []).map(({ field }) => [field, { list: def.fields[field]?.kind === 'stringList', searchable: !!def.fields[field]?.searchable }]),
  );
  return {
    name: def.name,
    label: def.label,
    icon: def.icon,
    menu: def.menu,
    access: def.access,
    ...(def.routes && { routes: def.routes }),
    recordRepresentation: def.recordRepresentation,
    defaultSort: def.list.defaultSort,
    // Only the few resources with finders carry them: every byte here is in the first load.
    ...(Object.keys(finderFields).length && { finderFields }),
  };
}
