import { REJECT_REASONS, type RejectReason } from '@core/media-review';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Why a medium (or a range) is rejected: a reason code chosen with 1–4 or the mouse, words for
 * "other"; Enter rejects, Escape cancels. Opened fresh each time, so no reason carries over.
 */
export function RejectDialog({ count, onCancel, onReject }: { count: number; onCancel(): void; onReject(reason: RejectReason, text?: string): void }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.review.${key}`, options);
  const [reason, setReason] = useState<RejectReason>('privacy');
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const missingText = reason === 'other' && !text.trim();
  const submit = () => {
    setTried(true);
    if (!missingText) onReject(reason, reason === 'other' ? text.trim() : undefined);
  };
  return (
    <Dialog
      open
      onClose={onCancel}
      aria-labelledby="reject-title"
      onKeyDown={(e) => {
        const inText = (e.target as HTMLElement).tagName === 'TEXTAREA' || ((e.target as HTMLElement).tagName === 'INPUT' && (e.target as HTMLInputElement).type === 'text');
        const picked = REJECT_REASONS[Number(e.key) - 1];
        if (!inText && picked) {
          e.preventDefault();
          setReason(picked);
        } else if (e.key === 'Enter' && !e.shiftKey) {
          e.preventDefault();
          submit();
        }
      }}
    >
      <DialogTitle id="reject-title">{t('dialog.title', { what: count > 1 ? t('dialog.many', { count }) : t('dialog.one') })}</DialogTitle>
      <DialogContent>
        <RadioGroup aria-label={t('dialog.reason')} value={reason} onChange={(e) => setReason(e.target.value as RejectReason)}>
          {REJECT_REASONS.map((r, i) => (
            <FormControlLabel key={r} value={r} control={<Radio autoFocus={i === 0} />} label={`${i + 1} · ${t(`reasons.${r}`)}`} />
          ))}
        </RadioGroup>
        {reason === 'other' && (
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label={t('dialog.text')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={tried && missingText}
            helperText={tried && missingText ? t('dialog.textNeeded') : undefined}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            sx={{ mt: 1 }}
          />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('dialog.hint')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('dialog.cancel')}</Button>
        <Button variant="contained" color="error" onClick={submit}>
          {t('dialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
