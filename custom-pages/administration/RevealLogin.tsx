import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import type { RevealedLogin } from './methods';
import { revealReasonTooShort } from '@core/login-data-audit';

/** Counts down to zero once a second; `null` while nothing is counting. */
function useCountdown(from: number | null): number | null {
  const [left, setLeft] = useState<number | null>(from);
  useEffect(() => {
    setLeft(from);
    if (from === null) return;
    const started = Date.now();
    const timer = setInterval(() => setLeft(Math.max(0, from - Math.floor((Date.now() - started) / 1000))), 250);
    return () => clearInterval(timer);
  }, [from]);
  return left;
}

function Revealed({ revealed, onHide }: { revealed: RevealedLogin; onHide(): void }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState<string | null>(null);
  const left = useCountdown(revealed.hideAfterSeconds);
  const codeLeft = useCountdown(revealed.totp ? revealed.totp.remainingSeconds : null);
  useEffect(() => {
    if (left === 0) onHide();
  }, [left, onHide]);
  const copy = (what: string, value: string) => void navigator.clipboard?.writeText(value).then(() => setCopied(what));
  return (
    <Alert severity="warning" data-testid="login-revealed" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Stack spacing={1}>
        {revealed.password !== null && (
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
            <Typography variant="body2">{translate('gondola.vault.revealedPassword')}</Typography>
            <Box component="code" data-testid="revealed-password" sx={{ fontSize: '1rem', px: 1, py: 0.25, bgcolor: 'background.paper', borderRadius: 1, wordBreak: 'break-all' }}>
              {revealed.password}
            </Box>
            <Button size="small" onClick={() => copy('password', revealed.password!)}>
              {translate(copied === 'password' ? 'gondola.vault.copied' : 'gondola.vault.copy')}
            </Button>
          </Stack>
        )}
        {revealed.totp && (
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
            <Typography variant="body2">{translate('gondola.vault.revealedCode')}</Typography>
            <Box component="code" data-testid="revealed-code" sx={{ fontSize: '1.25rem', letterSpacing: '0.15em', px: 1 }}>
              {revealed.totp.code}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {translate('gondola.vault.codeValid', { seconds: codeLeft ?? 0 })}
            </Typography>
            <Button size="small" onClick={() => copy('code', revealed.totp!.code)}>
              {translate(copied === 'code' ? 'gondola.vault.copied' : 'gondola.vault.copy')}
            </Button>
          </Stack>
        )}
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography variant="body2" role="timer" aria-live="off" data-testid="reveal-countdown">
            {translate('gondola.vault.hidesIn', { seconds: left ?? 0 })}
          </Typography>
          <Button size="small" onClick={onHide}>
            {translate('gondola.vault.hideNow')}
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}

/** Reveal with a reason: the server records it before answering, the console hides it after the time it names. */
export function RevealLogin({ id }: { id: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [revealed, setRevealed] = useState<RevealedLogin | null>(null);
  const tooShort = revealReasonTooShort(reason);
  const reveal = async () => {
    if (tooShort) return;
    setBusy(true);
    try {
      setRevealed(await dataProvider.revealLogin(id, reason.trim()));
      setAsking(false);
      setReason('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {revealed ? (
        <Revealed revealed={revealed} onHide={() => setRevealed(null)} />
      ) : (
        <Button variant="outlined" onClick={() => setAsking(true)} data-testid="reveal-login">
          {translate('gondola.vault.reveal')}
        </Button>
      )}
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="reveal-title">
        <DialogTitle id="reveal-title">{translate('gondola.vault.revealTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('gondola.vault.revealHelp')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={translate('gondola.vault.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void reveal();
              }
            }}
            helperText={reason && tooShort ? translate('gondola.vault.reasonTooShort') : ' '}
            error={!!reason && tooShort}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'reveal-reason' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{translate('gondola.vault.cancel')}</Button>
          <Button variant="contained" onClick={() => void reveal()} disabled={tooShort || busy} data-testid="reveal-confirm">
            {translate('gondola.vault.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
