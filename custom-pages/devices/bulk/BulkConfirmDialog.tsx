import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FLEET_WIDE_CONFIRMATION } from '@core/devices/selection';

export interface BulkPlan {
  commandLabel: string;
  devices: number;
  installations: number;
  fleetWide: boolean;
  stage?: { first: number; successPercent: number };
}

/**
 * Says what runs where before anything is sent; a run on the whole fleet needs the word typed.
 * The server asks for the same word, so the dialog is a courtesy, not the protection.
 */
export function BulkConfirmDialog({ plan, busy, onRun, onClose }: { plan: BulkPlan | null; busy: boolean; onRun(confirm?: string): void; onClose(): void }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.devices.bulk.confirm.${key}`, options);
  const [typed, setTyped] = useState('');
  const ready = !!plan && (!plan.fleetWide || typed.trim() === FLEET_WIDE_CONFIRMATION);
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Dialog open={!!plan} onClose={() => !busy && close()} aria-labelledby="bulk-confirm-title" fullWidth maxWidth="sm" data-testid="bulk-confirm">
      <DialogTitle id="bulk-confirm-title">{plan && t('title', { command: plan.commandLabel })}</DialogTitle>
      {plan && (
        <DialogContent>
          <DialogContentText>
            {t('what', {
              command: plan.commandLabel,
              smart_count: plan.devices,
              installations: translate('gondola.devices.bulk.installationCount', { smart_count: plan.installations }),
            })}
          </DialogContentText>
          {plan.stage && (
            <DialogContentText sx={{ mt: 1 }}>{t('staged', { first: Math.min(plan.stage.first, plan.devices), percent: plan.stage.successPercent })}</DialogContentText>
          )}
          {plan.fleetWide && (
            <>
              <Alert severity="warning" sx={{ mt: 2 }}>
                {t('fleetWide', { word: FLEET_WIDE_CONFIRMATION })}
              </Alert>
              <TextField
                sx={{ mt: 2 }}
                size="small"
                autoFocus
                label={t('typeWord', { word: FLEET_WIDE_CONFIRMATION })}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                slotProps={{ htmlInput: { 'data-testid': 'bulk-confirm-word' } }}
              />
            </>
          )}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          color={plan?.fleetWide ? 'warning' : 'primary'}
          disabled={!ready || busy}
          onClick={() => onRun(plan?.fleetWide ? typed.trim() : undefined)}
          data-testid="bulk-confirm-run"
        >
          {plan && t('run', { smart_count: plan.devices })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
