import {
  BulkDeleteButton,
  BulkExportButton,
  CreateButton,
  DataTable,
  ExportButton,
  FilterButton,
  List,
  Title,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  type Identifier,
  useListContext,
  useTranslate,
} from 'react-admin';
import FilterList from '@mui/icons-material/FilterList';
import { ResourcePagination } from './ResourcePagination';
import { Box, Button, Typography, useMediaQuery, type Theme } from '@mui/material';
import { type ComponentType, Fragment, useState, type ReactElement, type ReactNode } from 'react';
import { DeferredRows } from './deferred-rows';
import { isSortable, type ResourceDefinition } from '@core/resource-kit';
import { fieldDisplay } from './field-display';
import { useListFilters } from './lazy-list-filters';
import { OrderedRecords } from './OrderedRecords';
import { PhoneRows } from './phone-rows';
import { PageHeader, type Crumb } from './page-title';
import { keys } from './resource-messages';
import { csvExporter } from './csv-export';
import { useReferenceAccess } from './readable-fields';
import { recordPath } from './spec-paths';
import { SCREEN_SAYS_FAILURES, useWriteFailure } from './write-failure';

/** Whether the user may create records of `def`: the resource takes creates and the access policy lets this user. */
function useMayCreate(def: ResourceDefinition): boolean {
  const { canAccess } = useCanAccess({ resource: def.name, action: 'create' });
  return !!canAccess && !!def.access.create;
}

/** Create, prefilled with the fixed filter (the installation or type a sub-page is about). */
export function CreateWith({ def, values }: { def: ResourceDefinition; values: Record<string, unknown> }) {
  if (!useMayCreate(def)) return null;
  const single = Object.fromEntries(Object.entries(values).filter(([, v]) => !Array.isArray(v)));
  return (
    <CreateButton resource={def.name} to={{ pathname: `/${def.name}/create`, search: Object.keys(single).length ? `?source=${encodeURIComponent(JSON.stringify(single))}` : '' }} />
  );
}

/**
 * A list with nothing in it: says so, and invites to add one only whom may (react-admin's own
 * asked a read-only role "Do you want to add one?" without a button to do it). A list fixed to
 * something (an installation's records) keeps that prefill in its create.
 */
function EmptyList({ def, values }: { def: ResourceDefinition; values: Record<string, unknown> }) {
  const translate = useTranslate();
  const mayCreate = useMayCreate(def);
  const name = translate(keys.nameInSentence(def.name), { smart_count: 2 });
  return (
    <Box sx={{ textAlign: 'center', py: 6 }} data-testid="empty-list">
      <Typography variant="h6" color="text.secondary" gutterBottom>
        {translate('ra.page.empty', { name })}
      </Typography>
      {mayCreate && (
        <>
          <Typography variant="body1" color="text.secondary" gutterBottom>
            {translate('ra.page.invite')}
          </Typography>
          <CreateWith def={def} values={values} />
        </>
      )}
    </Box>
  );
}

/** On a phone the filters sit behind one button that says how many are set. */
function FiltersToggle({ shown, onToggle }: { shown: boolean; onToggle(): void }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const set = Object.values(filterValues ?? {}).filter((v) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)).length;
  return (
    <Button size="small" startIcon={<FilterList />} onClick={onToggle} aria-expanded={shown} data-testid="filters-toggle">
      {translate('gondola.kit.filtersToggle', { count: set })}
    </Button>
  );
}

/** `filterForm`: the list has its filter inputs (the button that adds one needs them); `toggle`: a phone's fold. */
function ListActions({
  def,
  filter,
  filterForm,
  toggle,
}: {
  def: ResourceDefinition;
  filter: Record<string, unknown>;
  filterForm: boolean;
  toggle?: { shown: boolean; onToggle(): void };
}) {
  return (
    <TopToolbar>
      {toggle && <FiltersToggle {...toggle} />}
      {filterForm && <FilterButton />}
      <CreateWith def={def} values={filter} />
      <ExportButton maxResults={1000} />
    </TopToolbar>
  );
}

export interface ResourceListProps {
  def: ResourceDefinition;
  /** A fixed filter the user does not see or change (an installation's sub-page). */
  filter?: Record<string, unknown>;
  crumbs?: Crumb[];
  /** Columns that would only repeat the fixed filter. */
  hideColumns?: string[];
  storeKey?: string;
  /** Filters the list starts with, which the user may change (open problems only). */
  defaultFilter?: Record<string, unknown>;
  /** Shown between the breadcrumb and the list (counts, hints). */
  banner?: ReactNode;
  /** The page's own filters beside the list's (pickers of a resort or customer): on a phone, hidden with the list's until the toggle opens them. */
  pageFilters?: ReactNode;
  /** Actions on the selected rows besides export and delete (a bulk command for devices). */
  bulkActions?: ReactNode;
  /** Rendered inside the list's context, before the rows (keyboard navigation). */
  inside?: ReactNode;
  /** Wraps the rows inside the list's context: a provider of what every row's extra cells read, asked once per list instead of once per cell. */
  around?: ComponentType<{ children: ReactNode }>;
  /** Replaces the rows and the pagination (a grouped view of the same filtered list). */
  body?: ReactNode;
  /** The rows on a phone (cards instead of a table that scrolls sideways), with the list's pagination. */
  phoneBody?: ReactNode;
  /** On a phone, one line of text per record instead of the table (`PhoneRows`), with these facts of the page's own under each. */
  phoneRows?: { facts?: ReactNode };
  /** Columns after the resource's own (`DataTable.Col` elements computing facts from elsewhere). */
  extraColumns?: ReactNode;
  /** Where a row leads, when not to the record's own page (an installation's cockpit). */
  rowPath?: (id: Identifier) => string;
  /** The list's companions to bring with each page (`meta.companions` of the list's context): facts the extra columns show. */
  companions?: string[];
}

/** Records in their user-defined order, with the page's header and create button. */
function OrderedResourceList({ def, filter = {}, crumbs, hideColumns }: ResourceListProps) {
  const translate = useTranslate();
  const plural = translate(keys.name(def.name), { smart_count: 2 });
  return (
    <>
      <PageHeader crumbs={crumbs ?? [{ label: plural }]} titled={false} />
      <Title title={crumbs?.at(-1)?.label ?? plural} />
      <TopToolbar>
        <CreateWith def={def} values={filter} />
      </TopToolbar>
      <Box sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
        <OrderedRecords def={def} filter={filter} hideColumns={hideColumns} />
      </Box>
    </>
  );
}

function BulkActions({ def, extra }: { def: ResourceDefinition; extra?: ReactNode }) {
  const { canAccess: canDelete } = useCanAccess({ resource: def.name, action: 'delete' });
  const failed = useWriteFailure(def);
  return (
    <>
      {extra}
      <BulkExportButton />
      {canDelete && <BulkDeleteButton mutationMode="pessimistic" mutationOptions={{ ...SCREEN_SAYS_FAILURES, onError: (error: unknown) => failed('delete', error) }} />}
    </>
  );
}

/** The count beside the rows, from the same deferred answer as the rows themselves. */
function DeferredPagination() {
  return (
    <DeferredRows>
      <ResourcePagination />
    </DeferredRows>
  );
}

/** The rows of a list: the resource's list columns, each row opening its record. */
export function ResourceDataTable(props: {
  def: ResourceDefinition;
  hideColumns?: string[];
  bulkActionButtons?: ReactElement | false;
  extraColumns?: ReactNode;
  rowPath?: (id: Identifier) => string;
}) {
  const { def, hideColumns = [], bulkActionButtons = false, extraColumns, rowPath } = props;
  const createPath = useCreatePath();
  const references = useReferenceAccess(def);
  return (
    <DeferredRows>
      <DataTable rowClick={(id) => (rowPath ? rowPath(id) : recordPath(def, id, createPath))} bulkActionButtons={bulkActionButtons}>
        {def.list.columns
          .filter((c) => !hideColumns.includes(c) && !references.hidden.has(c))
          .map((column) => (
            <DataTable.Col
              key={column}
              source={column}
              label={keys.column(def.name, column)}
              disableSort={column !== 'id' && !(def.fields[column] && isSortable(def.fields[column]))}
            >
              {fieldDisplay(def, column, { inList: true, namesOnly: references.namesOnly.has(column) })}
            </DataTable.Col>
          ))}
        {extraColumns}
      </DataTable>
    </DeferredRows>
  );
}

export function ResourceList(props: ResourceListProps) {
  const {
    def,
    filter,
    crumbs,
    hideColumns = [],
    storeKey,
    defaultFilter,
    banner,
    pageFilters,
    bulkActions,
    inside,
    around: Around = Fragment,
    body,
    phoneBody,
    phoneRows,
    extraColumns,
    rowPath,
    companions,
  } = props;
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [filtersShown, setFiltersShown] = useState(false);
  const ordered = def.order && (!def.order.within || (filter && def.order.within in filter));
  const plural = translate(keys.name(def.name), { smart_count: 2 });
  // On a phone the filter form (and the button that adds a filter to it) is made only once the
  // toggle opens it: mounted hidden, its inputs were a third of the list's first commit there.
  // Their code loads then too (`useListFilters`); until it is here the list shows no form.
  const filtersCollapsed = phone && !filtersShown;
  const buildFilters = useListFilters(!filtersCollapsed);
  const filters = filtersCollapsed || !buildFilters ? undefined : buildFilters(def, translate('ra.action.search'));
  if (ordered) return <OrderedResourceList {...props} />;
  return (
    <>
      <PageHeader crumbs={crumbs ?? [{ label: plural }]} titled={false} />
      {banner}
      {!filtersCollapsed && pageFilters}
      <List
        resource={def.name}
        sort={def.list.defaultSort}
        perPage={25}
        filters={filters?.filter((f) => !(filter && (f.props as { source?: string }).source! in filter))}
        filter={filter}
        filterDefaultValues={defaultFilter}
        queryOptions={companions ? { meta: { embed: companions } } : undefined}
        actions={
          <ListActions def={def} filter={filter ?? {}} filterForm={!!filters} toggle={phone ? { shown: filtersShown, onToggle: () => setFiltersShown((v) => !v) } : undefined} />
        }
        title={crumbs?.at(-1)?.label ?? plural}
        storeKey={storeKey ?? `${def.name}.list`}
        exporter={csvExporter(def, translate)}
        disableSyncWithLocation={!!storeKey}
        pagination={body ? false : <DeferredPagination />}
        empty={body ? undefined : <EmptyList def={def} values={filter ?? {}} />}
        // On a phone a wide table scrolls sideways inside its card (its wrapper scrolls: the theme's
        // RaDataTable); the page itself never gets wider than the screen.
        sx={{
          '& .RaList-main': { minWidth: 0 },
          '& .RaList-content': { containerType: 'inline-size' },
        }}
      >
        <Around>
          {inside}
          {body ??
            // The cards render from the deferred answer too (50 cards were one 130 ms task as it arrived).
            (phone && phoneBody ? <DeferredRows>{phoneBody}</DeferredRows> : undefined) ??
            (phone && (phoneRows || def.list.phoneRows) ? <PhoneRows def={def} hideColumns={hideColumns} rowPath={rowPath} facts={phoneRows?.facts} /> : undefined) ?? (
              <ResourceDataTable
                def={def}
                hideColumns={hideColumns}
                extraColumns={extraColumns}
                rowPath={rowPath}
                bulkActionButtons={def.access.delete || bulkActions ? <BulkActions def={def} extra={bulkActions} /> : false}
              />
            )}
        </Around>
      </List>
    </>
  );
}
