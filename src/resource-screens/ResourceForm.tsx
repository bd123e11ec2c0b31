import { Alert, Box, Button } from '@mui/material';
import { useEffect, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import {
  Create,
  Edit,
  SimpleForm,
  TabbedForm,
  TextInput,
  useEditContext,
  useLocaleState,
  useNotify,
  useTranslate,
  type HttpError,
} from 'react-admin';
import type { ResourceDefinition } from '../../core/resource-kit';
import type { Language } from '../i18n/language';
import { FieldInput } from './field-input';
import { PageHeader } from './page-title';
import { keys } from './resource-messages';
import { RecordHeader } from './ResourceShow';
import { normalizeValues, zodResolver } from './zod-resolver';

function useLanguage(): () => Language {
  const [locale] = useLocaleState();
  return () => (locale === 'de' ? 'de' : 'en');
}

function formFields(def: ResourceDefinition, mode: 'create' | 'update'): ReactNode {
  const idInput = mode === 'create' && def.id.strategy === 'provided' ? <TextInput key="id" source="id" label={keys.field(def.name, 'id')} isRequired /> : null;
  const writable = (names: string[]) => names.filter((n) => !def.fields[n]!.readOnly).map((n) => <FieldInput key={n} def={def} name={n} />);
  if (!def.groups) {
    return [idInput, ...writable(Object.keys(def.fields))];
  }
  return def.groups.map((group, index) => (
    <TabbedForm.Tab key={group.id} label={keys.group(def.name, group.id)}>
      {index === 0 && idInput}
      {writable(group.fields)}
    </TabbedForm.Tab>
  ));
}

function GenericForm({ def, mode, children }: { def: ResourceDefinition; mode: 'create' | 'update'; children: ReactNode }) {
  const language = useLanguage();
  const resolver = zodResolver(def, mode, language);
  return def.groups ? (
    <TabbedForm resolver={resolver} warnWhenUnsavedChanges syncWithLocation={false}>
      {children}
    </TabbedForm>
  ) : (
    <SimpleForm resolver={resolver} warnWhenUnsavedChanges>
      {children}
    </SimpleForm>
  );
}

/** Shown when the server answers 409: someone saved first. Nothing typed is lost until the user reloads. */
function ConflictNotice({ onReload }: { onReload(): void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="conflict-notice"
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          {translate('gondola.kit.conflict.reload')}
        </Button>
      }
      sx={{ mb: 1 }}
    >
      {translate('gondola.kit.conflict.message')}
    </Alert>
  );
}

function EditBody({ def, conflict, clearConflict, baseVersion }: { def: ResourceDefinition; conflict: boolean; clearConflict(): void; baseVersion: MutableRefObject<number | undefined> }) {
  const { refetch, record } = useEditContext();
  // The version the user started editing from. Live updates refresh the record underneath the
  // form (react-admin keeps the fields being typed in); saving must still detect the other change.
  useEffect(() => {
    if (record && baseVersion.current === undefined) baseVersion.current = record.version as number;
  }, [record, baseVersion]);
  return (
    <>
      <RecordHeader def={def} page="ra.action.edit" />
      {conflict && (
        <ConflictNotice
          onReload={() => {
            clearConflict();
            void refetch().then(({ data }) => {
              baseVersion.current = (data as { version?: number } | undefined)?.version;
            });
          }}
        />
      )}
      <GenericForm def={def} mode="update">
        {formFields(def, 'update')}
      </GenericForm>
    </>
  );
}

export function ResourceEdit({ def }: { def: ResourceDefinition }) {
  const [conflict, setConflict] = useState(false);
  const baseVersion = useRef<number | undefined>(undefined);
  const notify = useNotify();
  return (
    <Edit
      resource={def.name}
      redirect="show"
      mutationMode="pessimistic"
      transform={(data: Record<string, unknown>) => ({ ...normalizeValues(def, data), version: baseVersion.current ?? data.version })}
      mutationOptions={{
        onError: (error: unknown) => {
          const status = (error as HttpError).status;
          if (status === 409 && (error as HttpError).body?.current) {
            setConflict(true);
            return;
          }
          const body = (error as HttpError).body as { errors?: unknown; message?: string } | undefined;
          notify(body?.errors ? 'ra.message.invalid_form' : (body?.message ?? (error as Error).message), { type: 'error' });
        },
      }}
      actions={false}
    >
      <EditBody def={def} conflict={conflict} clearConflict={() => setConflict(false)} baseVersion={baseVersion} />
    </Edit>
  );
}

export function ResourceCreate({ def }: { def: ResourceDefinition }) {
  const translate = useTranslate();
  const defaults = Object.fromEntries(Object.entries(def.fields).flatMap(([n, f]) => ('default' in f && f.default !== undefined ? [[n, f.default]] : [])));
  return (
    <Box>
      <PageHeader crumbs={[{ label: translate(keys.name(def.name), { smart_count: 2 }), to: `/${def.name}` }, { label: translate('ra.action.create') }]} />
      <Create resource={def.name} redirect="show" transform={(data: Record<string, unknown>) => normalizeValues(def, data)} record={defaults}>
        <GenericForm def={def} mode="create">
          {formFields(def, 'create')}
        </GenericForm>
      </Create>
    </Box>
  );
}
