import type { ReactElement } from 'react';
import { SearchInput } from 'react-admin';
import { isFilterable, type ResourceDefinition } from '@core/resource-kit';
import { filterInputs } from './field-input';

/**
 * A list's filter inputs: the search, when a field is searchable, then what each filterable field
 * offers. Its own module, loaded when a list first shows its filter form (`useListFilters`): the
 * inputs (selects, pickers, date fields, the search box) were ~a third of the list's chunk, which
 * a list opened on a phone, its filters behind a toggle, downloaded and evaluated for nothing.
 */
export function listFilters(def: ResourceDefinition, searchPlaceholder: string): ReactElement[] {
  return [
    ...(Object.values(def.fields).some((f) => f.searchable) ? [<SearchInput key="q" source="q" alwaysOn placeholder={searchPlaceholder} />] : []),
    ...Object.entries(def.fields)
      .filter(([, f]) => isFilterable(f))
      .flatMap(([name]) => filterInputs(def, name)),
  ];
}
