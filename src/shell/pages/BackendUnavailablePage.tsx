import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { AppBarTitle } from '@src/resource-screens/page-title';
import { takeReturnPath } from '../navigation';

export const CHECK_INTERVAL_S = 10;

/** Spec §8: "Backend endpoint not available", a countdown to the next check, and the way back. */
export default function BackendUnavailablePage({ fetchImpl = fetch }: { fetchImpl?: typeof fetch }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(CHECK_INTERVAL_S);
  const [checking, setChecking] = useState(false);
  const live = useRef(true);
  // One check at a time, and one forward: a second answer must not send the user elsewhere.
  const inFlight = useRef(false);

  const check = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setChecking(true);
    try {
      const response = await fetchImpl('/api/health', { cache: 'no-store' });
      if (response.ok && live.current) {
        live.current = false;
        navigate(takeReturnPath(), { replace: true });
        return;
      }
    } catch {
      /* still down */
    } finally {
      inFlight.current = false;
      if (live.current) setChecking(false);
    }
    if (live.current) setSeconds(CHECK_INTERVAL_S);
  }, [fetchImpl, navigate]);

  useEffect(() => {
    live.current = true;
    const timer = setInterval(() => setSeconds((s) => (s > 0 ? s - 1 : 0)), 1000);
    return () => {
      live.current = false;
      clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    if (seconds === 0 && !checking) void check();
  }, [seconds, checking, check]);

  useEffect(() => {
    document.title = translate('gondola.backend.title');
  }, [translate]);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 6 }} data-testid="backend-unavailable">
      <Card sx={{ maxWidth: 560, width: '100%' }}>
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <CloudOffIcon color="warning" fontSize="large" />
            <AppBarTitle title={translate('gondola.backend.title')} />
            <Typography variant="h5" component="h2">
              {translate('gondola.backend.title')}
            </Typography>
            <Typography>{translate('gondola.backend.body')}</Typography>
            <Typography color="text.secondary" data-testid="backend-countdown">
              {checking ? translate('gondola.backend.checking') : translate('gondola.backend.countdown', { seconds })}
            </Typography>
            <Box sx={{ width: '100%' }}>
              <LinearProgress
                aria-label={translate('gondola.backend.checking')}
                variant={checking ? 'indeterminate' : 'determinate'}
                value={((CHECK_INTERVAL_S - seconds) / CHECK_INTERVAL_S) * 100}
              />
            </Box>
            <Button variant="outlined" onClick={() => void check()} disabled={checking}>
              {translate('gondola.backend.checkNow')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
