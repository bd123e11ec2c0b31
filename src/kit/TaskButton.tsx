import Sync from '@mui/icons-material/Sync';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';

/**
 * A button that runs one server task at a time (an import, a sync), says what it did or why not,
 * and refreshes the queries it changed. `done` and `failed` give the translated words.
 */
export function TaskButton<R>({
  label,
  run,
  done,
  failed,
  refresh,
  size,
}: {
  label: string;
  run(): Promise<R>;
  done(result: R): string;
  failed(error: unknown): string;
  refresh: string;
  size?: 'small' | 'medium';
}) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      notify(done(await run()), { type: 'success', multiLine: true });
      await queryClient.invalidateQueries({ queryKey: [refresh] });
    } catch (error) {
      notify(failed(error), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" size={size} startIcon={<Sync />} disabled={busy} onClick={() => void click()}>
      {label}
    </Button>
  );
}
