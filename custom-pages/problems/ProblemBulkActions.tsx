import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { pushToast } from '@src/shell/toasts';
import { MessageFields } from './AcknowledgeForm';

type Action = 'acknowledge' | 'close' | 'silence';
/** How long a silence lasts, in hours (the last: until tomorrow 08:00). */
const SILENCE_HOURS = [1, 4, 12, 'morning'] as const;

function silenceEnd(choice: (typeof SILENCE_HOURS)[number], now = new Date()): string {
  if (choice !== 'morning') return new Date(now.getTime() + choice * 3_600_000).toISOString();
  const morning = new Date(now);
  morning.setDate(morning.getDate() + 1);
  morning.setHours(8, 0, 0, 0);
  return morning.toISOString();
}

/**
 * Triage at speed: acknowledge, close or silence the selected problems at once. Closing and
 * silencing are support staff's (the policy's `resolve` action); a result says what each did.
 */
export function ProblemBulkActions() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.problems.bulk.${key}`, options);
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const queryClient = useQueryClient();
  const { canAccess: canAcknowledge } = useCanAccess({ resource: 'problems', action: 'acknowledge' });
  const { canAccess: canResolve } = useCanAccess({ resource: 'problems', action: 'resolve' });
  const [asking, setAsking] = useState<Action | null>(null);
  const [message, setMessage] = useState('');
  const [silence, setSilence] = useState<(typeof SILENCE_HOURS)[number]>(1);
  const [pending, setPending] = useState(false);
  if (!canAcknowledge) return null;
  const run = async () => {
    if (!asking) return;
    setPending(true);
    try {
      const answer = await dataProvider.triageProblems({
        ids: selectedIds,
        action: asking,
        ...(asking === 'acknowledge' && { message: message.trim() || null }),
        ...(asking === 'silence' && { until: silenceEnd(silence) }),
      });
      const failed = answer.results.filter((r) => !r.ok);
      pushToast({
        severity: failed.length ? 'warning' : 'success',
        title: t(`done.${asking}`, { smart_count: answer.succeeded }),
        ...(failed.length && { body: failed.map((r) => r.error).join('\n') }),
      });
      onUnselectItems();
      setAsking(null);
      setMessage('');
    } finally {
      setPending(false);
      await queryClient.invalidateQueries({ queryKey: ['problems'] });
    }
  };
  return (
    <>
      <Button size="small" onClick={() => setAsking('acknowledge')}>
        {t('acknowledge')}
      </Button>
      {canResolve && (
        <>
          <Button size="small" onClick={() => setAsking('close')}>
            {t('close')}
          </Button>
          <Button size="small" onClick={() => setAsking('silence')}>
            {t('silence')}
          </Button>
        </>
      )}
      <Dialog open={!!asking} onClose={() => !pending && setAsking(null)} aria-labelledby="problem-bulk-title" fullWidth maxWidth="xs">
        <DialogTitle id="problem-bulk-title">{asking && t(`confirm.${asking}`, { smart_count: selectedIds.length })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {asking === 'acknowledge' && <MessageFields message={message} onChange={setMessage} />}
            {asking === 'silence' && (
              <TextField
                select
                label={t('silenceFor')}
                value={String(silence)}
                onChange={(e) => setSilence(e.target.value === 'morning' ? 'morning' : (Number(e.target.value) as 1))}
              >
                {SILENCE_HOURS.map((h) => (
                  <MenuItem key={h} value={String(h)}>
                    {h === 'morning' ? t('untilMorning') : t('hours', { smart_count: h })}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {asking === 'close' && t('closeHelp')}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)} disabled={pending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void run()} disabled={pending} data-testid="problem-bulk-run">
            {asking && t(asking)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
