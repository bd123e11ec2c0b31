import { cloneElement, type ComponentType } from 'react';
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
import type { ResourceDefinition } from '@core/resource-kit';
import { fieldDisplay } from './field-display';
import { personShownTwice, useReferenceAccess } from './readable-fields';
import { HistoryTab } from './HistoryTab';
import { PageHeader, type Crumb } from './page-title';
import { recordName } from './record-name';
import { keys } from './resource-messages';
import { registry } from './registry';
import { OrderedRecords } from './OrderedRecords';
import { CreateWith } from './ResourceList';
import { RotateSecretButton } from './SecretDialog';
import { listPath } from '@core/resource-kit/paths';
import { recordPath } from './spec-paths';
import { RECORD_QUERY_OPTIONS } from './record-query';
import { SCREEN_SAYS_FAILURES, useWriteFailure } from './write-failure';

/** A resource's own actions on its record page (`<resource>.actions.tsx`: log time on a ticket). */
export type RecordActions = ComponentType<{ def: ResourceDefinition }>;

function ShowActions({ def, extra: Extra }: { def: ResourceDefinition; extra?: RecordActions }) {
  const { canAccess: canEdit } = useCanAccess({ resource: def.name, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: def.name, action: 'delete' });
  const record = useRecordContext();
  const createPath = useCreatePath();
  const hasSecret = Object.values(def.fields).some((f) => f.kind === 'secret');
  const failed = useWriteFailure(def);
  return (
    <TopToolbar>
      {Extra && <Extra def={def} />}
      {canEdit && def.access.update && hasSecret && <RotateSecretButton def={def} />}
      {canEdit && def.access.update && <EditButton to={record ? recordPath(def, record.id, createPath).replace(/\/show$/, '') : undefined} />}
      {canDelete && def.access.delete && (
        <DeleteButton mutationMode="pessimistic" redirect={listPath(def)} mutationOptions={{ ...SCREEN_SAYS_FAILURES, onError: (error: unknown) => failed('delete', error) }} />
      )}
    </TopToolbar>
  );
}

/** `titled`: the page is not react-admin's Show (which titles the app bar itself), so the header does. */
export function RecordHeader({ def, page, crumbs, titled = false }: { def: ResourceDefinition; page?: string; crumbs?: Crumb[]; titled?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const name = record ? recordName(def, record, translate) : '…';
  if (crumbs) return <PageHeader crumbs={[...crumbs, { label: name }]} titled={titled} />;
  return (
    <PageHeader
      titled={titled}
      crumbs={[
        { label: translate(keys.name(def.name), { smart_count: 2 }), to: listPath(def) },
        { label: name, to: record ? recordPath(def, record.id, createPath) : undefined },
        ...(page ? [{ label: translate(page) }] : []),
      ]}
    />
  );
}

/** A record's child collection (a type's commands): ordered ones can be reordered in place. */
export function ChildRecords({ child, field }: { child: string; field: string }) {
  const def = registry.get(child);
  const parent = useRecordContext();
  if (!def || !parent) return null;
  const columns = def.list.columns.filter((c) => c !== field);
  const add = (
    <TopToolbar sx={{ minHeight: 0, pt: 0 }}>
      <CreateWith def={def} values={{ [field]: parent.id }} />
    </TopToolbar>
  );
  if (def.order?.within === field) {
    return (
      <>
        {add}
        <OrderedRecords def={def} filter={{ [field]: parent.id }} hideColumns={[field]} />
      </>
    );
  }
  return (
    <>
      {add}
      <ReferenceManyField reference={child} target={field} sort={def.list.defaultSort} perPage={50}>
        <DataTable rowClick="show" bulkActionButtons={false}>
          {columns.map((column) => (
            <DataTable.Col key={column} source={column} label={keys.field(child, column)}>
              {fieldDisplay(def, column, { inList: true })}
            </DataTable.Col>
          ))}
        </DataTable>
      </ReferenceManyField>
    </>
  );
}

/** `id` and `crumbs` place the page inside another one (an installation's sub-page); `headless`: that page has its header already. */
export function ResourceShow({ def, id, crumbs, actions, headless }: { def: ResourceDefinition; id?: string; crumbs?: Crumb[]; actions?: RecordActions; headless?: boolean }) {
  const translate = useTranslate();
  const references = useReferenceAccess(def);
  const twice = personShownTwice(def, references);
  const groups = (def.groups ?? [{ id: 'main', label: { en: '', de: '' }, fields: Object.keys(def.fields) }]).map((g) => ({
    ...g,
    fields: g.fields.filter((f) => !references.hidden.has(f) && f !== twice),
  }));
  const computed = Object.keys(def.computed ?? {});
  return (
    <Show resource={def.name} id={id} queryOptions={RECORD_QUERY_OPTIONS} actions={<ShowActions def={def} extra={actions} />} title={headless ? false : <ShowTitle def={def} />}>
      {!headless && <RecordHeader def={def} crumbs={crumbs} />}
      {/* Inside another page (an installation's sub-page), tabs switch in place: the route there has no room for theirs. */}
      <TabbedShowLayout syncWithLocation={!crumbs && !headless}>
        {groups.map((group, index) => (
          <TabbedShowLayout.Tab key={group.id} label={def.groups ? keys.group(def.name, group.id) : 'gondola.kit.details'}>
            {index === 0 && fieldDisplay(def, 'id')}
            {group.fields.map((field) => cloneElement(fieldDisplay(def, field, { namesOnly: references.namesOnly.has(field) }), { key: field }))}
            {index === 0 && computed.map((field) => cloneElement(fieldDisplay(def, field), { key: field }))}
          </TabbedShowLayout.Tab>
        ))}
        {(def.children ?? []).map(({ resource, field }) => (
          <TabbedShowLayout.Tab key={resource} label={translate(keys.name(resource), { smart_count: 2 })} path={resource}>
            <ChildRecords child={resource} field={field} />
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
  const translate = useTranslate();
  return <span>{record ? recordName(def, record, translate) : ''}</span>;
}
