import { Box, Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useGetList, useLocaleState, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { pushToast } from '@src/shell/toasts';

/** The prepared acknowledge messages in the user's language, in their order. */
export function useCannedMessages(): { messages: string[]; isPending: boolean } {
  const [locale] = useLocaleState();
  const { data = [], isPending } = useGetList('acknowledgemessages', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'sortOrder', order: 'ASC' },
  });
  return { messages: data.map((m) => String(locale === 'de' ? m.textDe : m.textEn)), isPending };
}

/** A prepared message to pick, or free text: the message of an acknowledgement. */
export function MessageFields({ message, onChange }: { message: string; onChange(value: string): void }) {
  const translate = useTranslate();
  const { messages: canned, isPending } = useCannedMessages();
  return (
    <>
      <TextField select size="small" label={translate('gondola.problems.cannedMessage')} value="" onChange={(e) => onChange(e.target.value)}>
        {/* A menu opened before the messages arrive says so, instead of opening empty. */}
        {isPending && (
          <MenuItem disabled value="">
            {translate('ra.page.loading')}
          </MenuItem>
        )}
        {canned.map((text) => (
          <MenuItem key={text} value={text}>
            {text}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={translate('gondola.problems.message')}
        value={message}
        onChange={(e) => onChange(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </>
  );
}

/**
 * Acknowledge one problem: a prepared or free message; support staff may also re-rate, close or
 * withdraw (the policy's `resolve`), and only they see those controls.
 */
export function AcknowledgeForm({ problem, onDone, onCancel }: { problem: RaRecord; onDone?(): void; onCancel?(): void }) {
  const translate = useTranslate();
  const { canAccess: canResolve } = useCanAccess({ resource: 'problems', action: 'resolve' });
  const refresh = useRefresh();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const [message, setMessage] = useState('');
  const [severity, setSeverity] = useState('');
  const [close, setClose] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.problems.${key}`, options);
  const submit = async (unacknowledge = false) => {
    setBusy(true);
    try {
      const result = await dataProvider.acknowledgeProblem(problem.id, {
        message: message.trim() || null,
        severity: severity === '' ? null : Number(severity),
        close,
        unacknowledge,
      });
      if (result.source.state === 'failed') pushToast({ severity: 'warning', title: t('sourceFailed', { detail: result.source.detail ?? '' }) });
      else pushToast({ severity: 'success', title: t(result.source.state === 'ok' ? 'sourceOk' : 'sourceLocal') });
      setMessage('');
      setSeverity('');
      setClose(false);
      refresh();
      onDone?.();
    } catch (error) {
      // Someone else was first (or acknowledge-all was): say who, keep what was typed.
      const response = (error as { response?: { status?: number; data?: { acknowledgedBy?: string } } }).response;
      if (response?.status !== 409) throw error;
      pushToast({ severity: 'warning', title: t('alreadyAcknowledged', { by: response.data?.acknowledgedBy ?? '?' }) });
      refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      component="form"
      aria-label={t('acknowledge')}
      data-testid="acknowledge-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack spacing={1.5}>
        <MessageFields message={message} onChange={setMessage} />
        {canResolve && (
          <>
            <TextField select size="small" label={t('changeSeverity')} value={severity} onChange={(e) => setSeverity(e.target.value)}>
              <MenuItem value="">{t('keepSeverity')}</MenuItem>
              {[5, 4, 3, 2, 1, 0].map((s) => (
                <MenuItem key={s} value={String(s)}>
                  {translate(`resources.problems.options.severity.${s}`)}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel control={<Checkbox checked={close} onChange={(e) => setClose(e.target.checked)} />} label={t('close')} />
          </>
        )}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('acknowledge')}
          </Button>
          {problem.acknowledged && canResolve ? (
            <Button disabled={busy} onClick={() => void submit(true)}>
              {t('unacknowledge')}
            </Button>
          ) : null}
          {onCancel && (
            <Button disabled={busy} onClick={onCancel}>
              {translate('ra.action.cancel')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
