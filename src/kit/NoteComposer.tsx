import { Box, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, useCreate, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useEffect, useRef, type MutableRefObject } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldInput } from '@src/resource-screens/field-input';
import { registry } from '@src/resource-screens/registry';
import { useShell } from '@src/shell/http-context';
import { normalizeValues, zodResolver } from '@src/resource-screens/zod-resolver';
import { submittableValues } from '@core/resource-kit';

/** Empties the form after a save without remounting it (focus and scroll stay where they are). */
function ResetAfterSave({ target, values }: { target: MutableRefObject<(() => void) | null>; values: Record<string, unknown> }) {
  const { reset } = useFormContext();
  useEffect(() => {
    target.current = () => reset(values);
  });
  return null;
}

const FIELDS = ['text', 'category', 'recipientRoles', 'recipientUsers', 'pinned'] as const;

/**
 * Writes a note about something (an installation, a problem): the notes definition's own inputs
 * and validation, so an empty text gets "please enter some text" before anything is sent.
 */
export function NoteComposer({ about, onSaved }: { about: Record<string, unknown>; onSaved?(id: string): void }) {
  const def = registry.get('notes')!;
  const translate = useTranslate();
  const { principal } = useShell();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [locale] = useLocaleState();
  const [create] = useCreate();
  const resetForm = useRef<(() => void) | null>(null);
  const defaults = {
    text: '',
    category: 'information',
    recipientRoles: [],
    recipientUsers: [],
    pinned: false,
    sharedWithCustomer: false,
    installationId: null,
    resortId: null,
    problemId: null,
    deviceId: null,
    ...about,
  };
  return (
    <Box component="section" aria-label={translate('gondola.notes.write')} data-testid="note-composer">
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {translate('gondola.notes.write')}
      </Typography>
      <Form
        record={defaults}
        resolver={zodResolver(def, 'create', () => (locale === 'de' ? 'de' : 'en'))}
        onSubmit={async (values: Record<string, unknown>) => {
          await create(
            'notes',
            { data: submittableValues(def, 'create', normalizeValues(def, values)) },
            {
              returnPromise: true,
              onSuccess: (note) => {
                notify('gondola.notes.saved', { type: 'success' });
                resetForm.current?.();
                void queryClient.invalidateQueries({ queryKey: ['notes'] });
                onSaved?.(String(note.id));
              },
            },
          );
        }}
      >
        {FIELDS.map((name) => (
          <FieldInput key={name} def={def} name={name} />
        ))}
        {/* Staff decide whether the installation's customer reads along; a customer's own note is always theirs. */}
        {principal.scope === 'staff' && about.installationId ? <FieldInput def={def} name="sharedWithCustomer" /> : null}
        <ResetAfterSave target={resetForm} values={defaults} />
        <SaveButton label="gondola.notes.send" alwaysEnable />
      </Form>
    </Box>
  );
}
