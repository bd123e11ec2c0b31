import { cloneElement } from 'react';
import {
  DataTable,
  DeleteButton,
  EditButton,
  ReferenceManyField,
  Show,
  TabbedShowLayout,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ResourceDefinition } from '../../core/resource-kit';
import { fieldDisplay } from './field-display';
import { HistoryTab } from './HistoryTab';
import { PageHeader } from './page-title';
import { keys } from './resource-messages';
import { registry } from './registry';

function ShowActions({ def }: { def: ResourceDefinition }) {
  const { canAccess: canEdit } = useCanAccess({ resource: def.name, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: def.name, action: 'delete' });
  return (
    <TopToolbar>
      {canEdit && <EditButton />}
      {canDelete && <DeleteButton mutationMode="pessimistic" />}
    </TopToolbar>
  );
}

export function RecordHeader({ def, page }: { def: ResourceDefinition; page?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const name = record ? String(record[def.recordRepresentation] ?? record.id) : '…';
  return (
    <PageHeader
      crumbs={[
        { label: translate(keys.name(def.name), { smart_count: 2 }), to: createPath({ resource: def.name, type: 'list' }) },
        { label: name, to: record ? createPath({ resource: def.name, id: record.id, type: 'show' }) : undefined },
        ...(page ? [{ label: translate(page) }] : []),
      ]}
    />
  );
}

function ChildTab({ child, field }: { child: string; field: string }) {
  const def = registry.get(child);
  if (!def) return null;
  const columns = def.list.columns.filter((c) => c !== field);
  return (
    <ReferenceManyField reference={child} target={field} sort={def.list.defaultSort} perPage={50}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        {columns.map((column) => (
          <DataTable.Col key={column} source={column} label={keys.field(child, column)}>
            {fieldDisplay(def, column, { inList: true })}
          </DataTable.Col>
        ))}
      </DataTable>
    </ReferenceManyField>
  );
}

export function ResourceShow({ def }: { def: ResourceDefinition }) {
  const translate = useTranslate();
  const groups = def.groups ?? [{ id: 'main', label: { en: '', de: '' }, fields: Object.keys(def.fields) }];
  const computed = Object.keys(def.computed ?? {});
  return (
    <Show resource={def.name} actions={<ShowActions def={def} />} title={<ShowTitle def={def} />}>
      <RecordHeader def={def} />
      <TabbedShowLayout>
        {groups.map((group, index) => (
          <TabbedShowLayout.Tab key={group.id} label={def.groups ? keys.group(def.name, group.id) : 'gondola.kit.details'}>
            {index === 0 && fieldDisplay(def, 'id')}
            {group.fields.map((field) => cloneElement(fieldDisplay(def, field), { key: field }))}
            {index === 0 && computed.map((field) => cloneElement(fieldDisplay(def, field), { key: field }))}
          </TabbedShowLayout.Tab>
        ))}
        {(def.children ?? []).map(({ resource, field }) => (
          <TabbedShowLayout.Tab key={resource} label={translate(keys.name(resource), { smart_count: 2 })} path={resource}>
            <ChildTab child={resource} field={field} />
          </TabbedShowLayout.Tab>
        ))}
        <TabbedShowLayout.Tab label="gondola.kit.history.title" path="history">
          {fieldDisplay(def, 'version')}
          {fieldDisplay(def, 'createdAt')}
          {fieldDisplay(def, 'updatedAt')}
          <HistoryTab resource={def.name} />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}

function ShowTitle({ def }: { def: ResourceDefinition }) {
  const record = useRecordContext();
  return <span>{record ? String(record[def.recordRepresentation] ?? record.id) : ''}</span>;
}
