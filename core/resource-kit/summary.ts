import type { ResourceDefinition } from './types';

/**
 * What the console's first chunk needs of a resource: its menu entry, access, addresses and how a
 * record is named (its label travels per language, `resourceNames`). The whole definition (fields, labels, validation) loads with the first screen
 * that shows records, so the dashboard does not download every entity's form.
 */
export interface ResourceSummary {
  name: string;
  /** Only for entities in the menu, the one place that shows it. */
  icon?: ResourceDefinition['icon'];
  menu: ResourceDefinition['menu'];
  access: ResourceDefinition['access'];
  routes?: ResourceDefinition['routes'];
  recordRepresentation: string;
  /** The representation is a value with a translated name (a choice, a known command): named through `resources.<name>.options`. */
  representationIsOption?: true;
  defaultSort: ResourceDefinition['list']['defaultSort'];
  /** The fields the finders search by: a list of values is filtered by its own field, searchable text by `q`. */
  finderFields?: Record<string, { list: boolean; searchable: boolean }>;
}

/** Whether a record's name is a value with a translated name of its own (an enum, a text's known value). */
export function representationIsOption(def: Pick<ResourceDefinition, 'fields' | 'recordRepresentation'>): boolean {
  const field = def.fields[def.recordRepresentation];
  return field?.kind === 'enum' || (field?.kind === 'text' && !!field.knownValues?.length);
}

/** @public The build evaluates it (scripts/lib/resource-summaries.ts), and the virtual module calls it in development. */
export function summarize(def: ResourceDefinition): ResourceSummary {
  const finderFields = Object.fromEntries(
    (def.routes?.finders ?? []).map(({ field }) => [field, { list: def.fields[field]?.kind === 'stringList', searchable: !!def.fields[field]?.searchable }]),
  );
  return {
    name: def.name,
    ...(def.menu !== false && { icon: def.icon }),
    menu: def.menu,
    access: def.access,
    ...(def.routes && { routes: def.routes }),
    recordRepresentation: def.recordRepresentation,
    ...(representationIsOption(def) && { representationIsOption: true }),
    defaultSort: def.list.defaultSort,
    // Only the few resources with finders carry them: every byte here is in the first load.
    ...(Object.keys(finderFields).length && { finderFields }),
  };
}

/**
 * react-admin's `resources.<name>.name` of every entity in one language (the menu, breadcrumbs):
 * built per language like the route labels, so the English first chunk carries no German name.
 * @public The build evaluates it (scripts/lib/resource-summaries.ts), and the virtual module calls it in development.
 */
export function resourceNames(defs: readonly ResourceDefinition[], language: 'en' | 'de') {
  return { resources: Object.fromEntries(defs.map((def) => [def.name, { name: `${def.label[language].one} |||| ${def.label[language].many}` }])) };
}
