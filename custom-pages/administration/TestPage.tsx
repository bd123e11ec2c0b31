import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useShell } from '@src/shell/http-context';
import { ShellPage } from '@src/shell/ShellPage';
import type { RouteEntry } from '@src/shell/route-table';

/** Spec §2: the statuses the error catalogue handles, on demand. */
export const TEST_STATUSES = [400, 401, 403, 404, 409, 422, 500, 503] as const;
/** Short enough to trip before the server's deliberate wait ends. */
export const TEST_TIMEOUT_MS = 2000;

export default function TestPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const { http } = useShell();
  const call = (url: string, timeout?: number) => http.get(url, timeout ? { timeout } : {}).catch(() => undefined);
  return (
    <ShellPage route={route} title={translate('gondola.testPage.title')}>
      <Typography color="text.secondary" gutterBottom>
        {translate('gondola.testPage.intro')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
        {TEST_STATUSES.map((status) => (
          <Button key={status} variant="outlined" onClick={() => void call(`/test/status/${status}`)}>
            {translate('gondola.testPage.status', { status })}
          </Button>
        ))}
        <Button variant="outlined" color="warning" onClick={() => void call(`/test/timeout?ms=${TEST_TIMEOUT_MS * 3}`, TEST_TIMEOUT_MS)}>
          {translate('gondola.testPage.timeout')}
        </Button>
      </Stack>
    </ShellPage>
  );
}
