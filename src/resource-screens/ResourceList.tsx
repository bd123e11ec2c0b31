import {
  BulkDeleteButton,
  BulkExportButton,
  CreateButton,
  DataTable,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { isFilterable, isSortable, type ResourceDefinition } from '../../core/resource-kit';
import { fieldDisplay } from './field-display';
import { filterInput } from './field-input';
import { PageHeader } from './page-title';
import { keys } from './resource-messages';

function ListActions({ def }: { def: ResourceDefinition }) {
  const { canAccess: canCreate } = useCanAccess({ resource: def.name, action: 'create' });
  return (
    <TopToolbar>
      <FilterButton />
      {canCreate && <CreateButton />}
      <ExportButton maxResults={1000} />
    </TopToolbar>
  );
}

function BulkActions({ def }: { def: ResourceDefinition }) {
  const { canAccess: canDelete } = useCanAccess({ resource: def.name, action: 'delete' });
  return (
    <>
      <BulkExportButton />
      {canDelete && <BulkDeleteButton mutationMode="pessimistic" />}
    </>
  );
}

export function ResourceList({ def }: { def: ResourceDefinition }) {
  const translate = useTranslate();
  const filters = [
    ...(Object.values(def.fields).some((f) => f.searchable) ? [<SearchInput key="q" source="q" alwaysOn placeholder={translate('ra.action.search')} />] : []),
    ...Object.entries(def.fields)
      .filter(([, f]) => isFilterable(f))
      .map(([name]) => filterInput(def, name))
      .filter((el): el is NonNullable<typeof el> => el !== null),
  ];
  const plural = translate(keys.name(def.name), { smart_count: 2 });
  return (
    <>
      <PageHeader crumbs={[{ label: plural }]} />
      <List
        resource={def.name}
        sort={def.list.defaultSort}
        perPage={25}
        filters={filters}
        actions={<ListActions def={def} />}
        title={plural}
        storeKey={`${def.name}.list`}
      >
        <DataTable rowClick="show" bulkActionButtons={<BulkActions def={def} />}>
          {def.list.columns.map((column) => (
            <DataTable.Col
              key={column}
              source={column}
              label={keys.field(def.name, column)}
              disableSort={column !== 'id' && !(def.fields[column] && isSortable(def.fields[column]))}
            >
              {fieldDisplay(def, column, { inList: true })}
            </DataTable.Col>
          ))}
        </DataTable>
      </List>
    </>
  );
}
