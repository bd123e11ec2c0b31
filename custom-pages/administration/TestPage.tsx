import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { isHttpClientError } from '@src/http/transport';
import { useShell } from '@src/shell/http-context';
import { ShellPage } from '@src/shell/ShellPage';
import type { RouteEntry } from '@src/shell/route-table';

/** Spec §2: the statuses the error catalogue handles, on demand. */
export const TEST_STATUSES = [400, 401, 403, 404, 409, 422, 500, 503] as const;
/**
 * The statuses the catalogue only rejects (no toast): the page that asked says what they mean, in
 * the words the console uses for them: someone saved first (409), the input was refused (422).
 */
const PAGE_SAYS: Partial<Record<number, string>> = { 409: 'gondola.kit.conflict.message', 422: 'gondola.kit.writeFailed.invalid' };

/** Short enough to trip before the server's deliberate wait ends. */
export const TEST_TIMEOUT_MS = 2000;

export default function TestPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const { http } = useShell();
  const [said, setSaid] = useState<{ status: number; detail?: string }>();
  const call = (url: string, timeout?: number) => {
    setSaid(undefined);
    return http.get(url, timeout ? { timeout } : {}).catch((error: unknown) => {
      const response = isHttpClientError(error) ? (error.response as { status: number; data?: { description?: string } } | undefined) : undefined;
      if (response && PAGE_SAYS[response.status]) setSaid({ status: response.status, detail: response.data?.description });
    });
  };
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
      {said && (
        <Alert severity="warning" role="status" sx={{ mt: 2 }} data-testid="test-page-said">
          {translate(PAGE_SAYS[said.status]!)} {said.detail}
        </Alert>
      )}
    </ShellPage>
  );
}
