import { Alert, Box, Button, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type MutableRefObject, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  Create,
  DeleteButton,
  Edit,
  SaveButton,
  SimpleForm,
  TabbedForm,
  TextInput,
  Toolbar,
  useCanAccess,
  useCreatePath,
  useEditContext,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type HttpError,
  type RaRecord,
} from 'react-admin';
import { type ResourceDefinition, submittableValues } from '@core/resource-kit';
import type { Language } from '@src/i18n/language';
import { FieldInput } from './field-input';
import { PageHeader } from './page-title';
import { keys } from './resource-messages';
import { ChildRecords, RecordHeader, ResourceShow } from './ResourceShow';
import { SecretRevealDialog, secretFieldsOf } from './SecretDialog';
import { listPath } from '@core/resource-kit/paths';
import { recordPath } from './spec-paths';
import { SCREEN_SAYS_FAILURES, useWriteFailure } from './write-failure';
import { LazyFormTab } from './lazy-form-tab';
import { EDIT_META, useEditQueryOptions } from './record-query';
import { normalizeValues, zodResolver } from './zod-resolver';

function useLanguage(): () => Language {
  const [locale] = useLocaleState();
  return useCallback(() => (locale === 'de' ? 'de' : 'en'), [locale]);
}

/** `fixed`: fields the page the form is embedded in stands for (a lane's installation and number), not to be changed there. */
function formFields(def: ResourceDefinition, mode: 'create' | 'update', fixed: readonly string[] = []): ReactNode {
  const idInput = mode === 'create' && def.id.strategy === 'provided' ? <TextInput key="id" source="id" label={keys.field(def.name, 'id')} isRequired /> : null;
  const writable = (names: string[]) => names.filter((n) => !def.fields[n]!.readOnly && !fixed.includes(n)).map((n) => <FieldInput key={n} def={def} name={n} />);
  if (!def.groups) {
    return [idInput, ...writable(Object.keys(def.fields))];
  }
  return def.groups.map((group, index) => (
    <LazyFormTab key={group.id} label={keys.group(def.name, group.id)} fields={index === 0 && idInput ? ['id', ...group.fields] : group.fields}>
      {index === 0 && idInput}
      {writable(group.fields)}
    </LazyFormTab>
  ));
}

/** A panel next to the fields that follows what is typed (the SMS preview). */
export type FormAside = ComponentType<{ def: ResourceDefinition }>;

/**
 * When the record changes underneath an open form (a live update after someone else's save),
 * react-admin resets the whole form to it unless told otherwise: what the user typed would be
 * gone. The fields they changed keep their values; the others show the new record. One object,
 * as react-admin resets again whenever the options change.
 */
const KEEP_TYPED = { keepDirtyValues: true } as const;

/** Save, and on an existing record Delete, whose failure says what was not removed and why. */
function FormToolbar({ def, mode }: { def: ResourceDefinition; mode: 'create' | 'update' }) {
  const failed = useWriteFailure(def);
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {mode === 'update' && def.access.delete && (
        <DeleteButton mutationMode="pessimistic" redirect={listPath(def)} mutationOptions={{ ...SCREEN_SAYS_FAILURES, onError: (error: unknown) => failed('delete', error) }} />
      )}
    </Toolbar>
  );
}

function GenericForm({ def, mode, children, aside: Aside }: { def: ResourceDefinition; mode: 'create' | 'update'; children: ReactNode; aside?: FormAside }) {
  const language = useLanguage();
  const resolver = useMemo(() => zodResolver(def, mode, language), [def, mode, language]);
  const extra = Aside ? <Aside def={def} /> : null;
  const toolbar = <FormToolbar def={def} mode={mode} />;
  return def.groups ? (
    <TabbedForm resolver={resolver} warnWhenUnsavedChanges syncWithLocation={false} resetOptions={KEEP_TYPED} toolbar={toolbar}>
      {children}
      {extra}
    </TabbedForm>
  ) : (
    <SimpleForm resolver={resolver} warnWhenUnsavedChanges resetOptions={KEEP_TYPED} toolbar={toolbar}>
      {children}
      {extra}
    </SimpleForm>
  );
}

/**
 * While nothing is typed, the form follows the record as it changes underneath (a reply that put
 * the ticket in waiting, another user's save): saving then starts from the version on screen. Once
 * the user types, the version they started from stays, so a change made meanwhile is a conflict.
 * Typing is a field's change event; react-admin's reset to a refreshed record is none.
 */
function FollowWhilePristine({ baseVersion }: { baseVersion: MutableRefObject<number | undefined> }) {
  const record = useRecordContext();
  const { watch } = useFormContext();
  const typed = useRef(false);
  useEffect(() => {
    const subscription = watch((_values, { type }) => {
      if (type === 'change') typed.current = true;
    });
    return () => subscription.unsubscribe();
  }, [watch]);
  useEffect(() => {
    if (record && !typed.current) baseVersion.current = record.version as number;
  }, [record, baseVersion]);
  return null;
}

/** Where a saved record goes: its spec page or its own page elsewhere where it has one, else its show page. */
const afterSave = (def: ResourceDefinition) => {
  const record = def.routes?.record ?? def.routes?.opens;
  return record ? (_resource: string | undefined, id: unknown) => record.replace(':id', encodeURIComponent(String(id))) : 'show';
};

/** Shown when the server answers 409: someone saved first. Nothing typed is lost until the user reloads. */
function ConflictNotice({ onReload }: { onReload(): Promise<unknown> }) {
  const translate = useTranslate();
  const [reloading, setReloading] = useState(false);
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="conflict-notice"
      action={
        <Button
          color="inherit"
          size="small"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            void onReload().finally(() => setReloading(false));
          }}
        >
          {translate('gondola.kit.conflict.reload')}
        </Button>
      }
      sx={{ mb: 1 }}
    >
      {translate('gondola.kit.conflict.message')}
    </Alert>
  );
}

function EditBody({
  def,
  conflict,
  clearConflict,
  baseVersion,
  aside,
  headless,
  fixed,
}: {
  def: ResourceDefinition;
  conflict: boolean;
  clearConflict(): void;
  baseVersion: MutableRefObject<number | undefined>;
  aside?: FormAside;
  headless?: boolean;
  fixed?: readonly string[];
}) {
  const { refetch, record } = useEditContext();
  const translate = useTranslate();
  // The version the user started editing from. Live updates refresh the record underneath the
  // form (the fields being typed in keep their values, KEEP_TYPED); saving must still detect the
  // other change (FollowWhilePristine moves it while nothing is typed).
  useEffect(() => {
    if (record && baseVersion.current === undefined) baseVersion.current = record.version as number;
  }, [record, baseVersion]);
  return (
    <>
      {!headless && <RecordHeader def={def} page="ra.action.edit" />}
      {conflict && (
        <ConflictNotice
          // The notice stays until the latest version is here: a save before then would start
          // from the old version and conflict again.
          onReload={async () => {
            const { data, isError } = await refetch();
            if (isError || !data) return;
            baseVersion.current = (data as { version?: number }).version;
            clearConflict();
          }}
        />
      )}
      <GenericForm def={def} mode="update" aside={aside}>
        {formFields(def, 'update', fixed)}
        <FollowWhilePristine baseVersion={baseVersion} />
      </GenericForm>
      {(def.children ?? []).map(({ resource, field }) => (
        <Box key={resource} component="section" sx={{ mt: 3, px: 2, pb: 2 }} aria-label={translate(keys.name(resource), { smart_count: 2 })}>
          <Typography variant="h6" component="h2">
            {translate(keys.name(resource), { smart_count: 2 })}
          </Typography>
          <ChildRecords child={resource} field={field} />
        </Box>
      ))}
    </>
  );
}

export function ResourceEdit({ def, aside, id, headless, fixed }: { def: ResourceDefinition; aside?: FormAside; id?: string; headless?: boolean; fixed?: readonly string[] }) {
  const [conflict, setConflict] = useState(false);
  const baseVersion = useRef<number | undefined>(undefined);
  const failed = useWriteFailure(def);
  const queryOptions = useEditQueryOptions(def.name);
  return (
    <Edit
      resource={def.name}
      id={id}
      queryOptions={queryOptions}
      redirect={id ? false : afterSave(def)}
      mutationMode="pessimistic"
      // Inside a page with its own header, that page names itself.
      {...(headless && { title: false })}
      transform={(data: Record<string, unknown>) => submittableValues(def, 'update', { ...normalizeValues(def, data), version: baseVersion.current ?? data.version })}
      mutationOptions={{
        meta: EDIT_META,
        onError: (error: unknown) => {
          const status = (error as HttpError).status;
          if (status === 409 && (error as HttpError).body?.current) {
            setConflict(true);
            return;
          }
          failed('update', error);
        },
      }}
      actions={false}
    >
      <EditBody def={def} conflict={conflict} clearConflict={() => setConflict(false)} baseVersion={baseVersion} aside={aside} headless={headless} fixed={fixed} />
    </Edit>
  );
}

export function ResourceCreate({ def, aside }: { def: ResourceDefinition; aside?: FormAside }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const [created, setCreated] = useState<RaRecord | null>(null);
  const withSecret = secretFieldsOf(def).length > 0;
  const failed = useWriteFailure(def);
  const defaults = Object.fromEntries(Object.entries(def.fields).flatMap(([n, f]) => ('default' in f && f.default !== undefined ? [[n, f.default]] : [])));
  return (
    <Box>
      <PageHeader crumbs={[{ label: translate(keys.name(def.name), { smart_count: 2 }), to: listPath(def) }, { label: translate('ra.action.create') }]} titled={false} />
      <Create
        resource={def.name}
        // A generated secret is shown once, before leaving the page.
        redirect={withSecret ? false : afterSave(def)}
        mutationOptions={{
          ...SCREEN_SAYS_FAILURES,
          onError: (error: unknown) => failed('create', error),
          ...(withSecret && { onSuccess: (data: RaRecord) => setCreated(data) }),
        }}
        transform={(data: Record<string, unknown>) => submittableValues(def, 'create', normalizeValues(def, data))}
        record={defaults}
      >
        <GenericForm def={def} mode="create" aside={aside}>
          {formFields(def, 'create')}
        </GenericForm>
      </Create>
      <SecretRevealDialog def={def} record={created} onClose={() => navigate(recordPath(def, created!.id, createPath))} />
    </Box>
  );
}

/**
 * The editor for those who may change the record, its page for the others; `id` when the address
 * names it otherwise (then saving stays on the page); `headless` inside a page with its own header.
 */
export function EditOrShow({
  def,
  aside,
  id,
  readOnly,
  headless,
  fixed,
}: {
  def: ResourceDefinition;
  aside?: FormAside;
  id?: string;
  readOnly?: ReactNode;
  headless?: boolean;
  fixed?: readonly string[];
}) {
  const { canAccess, isPending } = useCanAccess({ resource: def.name, action: 'edit' });
  if (isPending) return null;
  if (canAccess && def.access.update) return <ResourceEdit def={def} aside={aside} id={id} headless={headless} fixed={fixed} />;
  // The resource's own record page where it has one (`<resource>.show.tsx`), else the generic one.
  return readOnly ?? <ResourceShow def={def} id={id} headless={headless} />;
}
