import { Alert, Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useDataProvider, useGetOne, useLocaleState, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { Loading } from '@src/kit/Loading';
import { useCommandName, useDeviceValues } from '@src/kit/device-values';
import type { CommandDefinition } from '@core/devices/commands';
import { COMMAND_STATUSES } from '@resources/device-commands';
import { DEVICE_STATUSES } from '@resources/devices';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { formattingLocale } from '@src/i18n/date-format';
import { formatMilliseconds } from '@src/i18n/relative-time';
import { FactTable } from '@src/kit/FactTable';
import { RecordTable, type RecordColumn } from '@src/kit/RecordTable';
import { ToneChip } from '@src/kit/ToneChip';

export function DeviceStatusChip({ status }: { status: unknown }) {
  const translate = useTranslate();
  const value = String(status ?? 'unknown');
  return <ToneChip tone={DEVICE_STATUSES.find((o) => o.value === value)?.tone} label={translate(`resources.devices.options.status.${value}`, { _: value })} />;
}

export function CommandStatusChip({ status }: { status: unknown }) {
  const translate = useTranslate();
  const value = String(status ?? '');
  return <ToneChip tone={COMMAND_STATUSES.find((o) => o.value === value)?.tone} label={translate(`resources.device-commands.options.status.${value}`, { _: value })} />;
}

/** A command's error: spec §8's messages by their code, a device's own text as it came. */
export function useCommandError() {
  const translate = useTranslate();
  return (error: unknown) => (error ? translate(`gondola.devices.errors.${String(error)}`, { _: String(error) }) : '');
}

function parseResult(result: unknown): Record<string, unknown> | null {
  if (typeof result !== 'string' || !result) return null;
  try {
    const value = JSON.parse(result) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : { value };
  } catch {
    return { value: result };
  }
}

/** What a command brought back: a picture, the hosts of an IP scan, or its values. */
export function CommandResultView({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const errorText = useCommandError();
  const result = parseResult(record.result);
  const deviceValues = useDeviceValues();
  const commandName = useCommandName();
  const hosts = Array.isArray(result?.hosts) ? (result.hosts as Array<Record<string, unknown>>) : null;
  const [locale] = useLocaleState();
  return (
    <Box data-testid="command-result" data-status={String(record.status)} data-command-id={String(record.id)}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
        <Typography variant="subtitle2" title={String(record.command)}>
          {commandName(record.command)}
        </Typography>
        <CommandStatusChip status={record.status} />
        {record.durationMs != null && (
          <Typography variant="body2" color="text.secondary">
            {formatMilliseconds(Number(record.durationMs), formattingLocale(locale))}
          </Typography>
        )}
      </Stack>
      {record.error ? <Alert severity={record.status === 'timedOut' ? 'warning' : 'error'}>{errorText(record.error)}</Alert> : null}
      {typeof result?.image === 'string' && result.image.startsWith('data:image/png;base64,') && (
        <Box
          component="img"
          src={result.image}
          alt={translate('gondola.devices.imageOf', { command: commandName(record.command) })}
          sx={{ maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      )}
      {hosts && (
        <RecordTable
          rows={hosts}
          rowKey={(h) => String(h.ip)}
          label={translate('gondola.devices.hosts')}
          initialSort={{ column: 'ip', order: 'asc' }}
          columns={[
            { id: 'ip', label: translate('gondola.devices.host.ip'), sortBy: (h) => String(h.ip), render: (h) => String(h.ip) },
            { id: 'mac', label: translate('gondola.devices.host.mac'), render: (h) => String(h.mac ?? '') },
            { id: 'name', label: translate('gondola.devices.host.name'), sortBy: (h) => String(h.name ?? ''), render: (h) => String(h.name ?? '') },
            {
              id: 'reachable',
              label: translate('gondola.devices.host.reachable'),
              sortBy: (h) => (h.reachable ? 0 : 1),
              render: (h) => translate(h.reachable ? 'ra.boolean.true' : 'ra.boolean.false'),
            },
          ]}
        />
      )}
      {result && !hosts && typeof result.image !== 'string' && <FactTable label={translate('gondola.devices.result')} facts={deviceValues(result)} />}
    </Box>
  );
}

/** Asks for a command's parameters and, where the definition says so, for confirmation. */
function CommandDialog({ command, onRun, onClose }: { command: CommandDefinition; onRun: (values: Record<string, unknown>) => void; onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale === 'de' ? 'de' : 'en';
  const [values, setValues] = useState<Record<string, unknown>>(() =>
    Object.fromEntries(command.parameters.map((p) => [p.name, p.type === 'boolean' ? p.defaultValue === 'true' : (p.defaultValue ?? '')])),
  );
  const missing = command.parameters.filter((p) => p.required && (values[p.name] === '' || values[p.name] === undefined));
  return (
    <Dialog open onClose={onClose} aria-labelledby="command-dialog-title">
      <DialogTitle id="command-dialog-title">{command.label[lang]}</DialogTitle>
      <DialogContent>
        {command.description && <Typography sx={{ mb: 2 }}>{command.description[lang]}</Typography>}
        {command.needsConfirmation && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('gondola.devices.confirm')}
          </Alert>
        )}
        <Stack spacing={2}>
          {command.parameters.map((p) =>
            p.type === 'boolean' ? (
              <FormControlLabel
                key={p.name}
                control={<Switch checked={!!values[p.name]} onChange={(e) => setValues({ ...values, [p.name]: e.target.checked })} />}
                label={p.name}
              />
            ) : (
              <TextField
                key={p.name}
                label={p.name}
                required={!!p.required}
                value={String(values[p.name] ?? '')}
                type={p.type === 'string' ? 'text' : 'number'}
                onChange={(e) => setValues({ ...values, [p.name]: e.target.value })}
                size="small"
              />
            ),
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={missing.length > 0}
          onClick={() =>
            onRun(
              Object.fromEntries(
                Object.entries(values)
                  .filter(([, v]) => v !== '')
                  .map(([k, v]) => [k, typeof v === 'string' && command.parameters.find((p) => p.name === k)?.type !== 'string' ? Number(v) : v]),
              ),
            )
          }
        >
          {translate('gondola.devices.run')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** While a command has not ended, how often its record is read again should no live update come. */
const FOLLOW_MS = 5000;
const UNFINISHED = new Set(['queued', 'sent']);

/**
 * Runs one command on a device and keeps its answer; the audit list refreshes by itself. An answer
 * that comes before the command ends (a device slower than the request waits) is followed until
 * it does: "succeeded", "failed" or, when the device stays silent past its timeout, "timed out".
 */
export function useRunCommand(deviceId: Identifier, origin: 'device' | 'quick' = 'device') {
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<string>();
  const [answer, setAnswer] = useState<RaRecord>();
  const unfinished = !!answer && UNFINISHED.has(String(answer.status));
  // Keyed by the resource, so the live update of this command reads it again at once.
  const { data: followed } = useGetOne<RaRecord>(
    'device-commands',
    { id: answer?.id ?? '' },
    { enabled: unfinished, refetchInterval: (query) => (UNFINISHED.has(String(query.state.data?.status ?? 'sent')) ? FOLLOW_MS : false) },
  );
  const last = unfinished && followed && followed.id === answer.id ? followed : answer;
  const run = async (command: string, parameters: Record<string, unknown> = {}) => {
    setRunning(command);
    try {
      setAnswer(await dataProvider.runDeviceCommand(deviceId, { command, parameters, origin, wait: 20_000 }));
      await queryClient.invalidateQueries({ queryKey: ['device-commands'] });
    } catch {
      // The HTTP client's error catalogue has shown the reason.
    } finally {
      setRunning(undefined);
    }
  };
  return { run, running, last };
}

/** The buttons of the commands given, with the dialog and the last answer. */
export function CommandButtons({
  deviceId,
  commands,
  origin = 'device',
  only,
  showResult = true,
}: {
  deviceId: Identifier;
  commands: CommandDefinition[];
  origin?: 'device' | 'quick';
  only?: string[];
  /** Off where the page shows the latest result itself (terminal screenshots): a failure is still said. */
  showResult?: boolean;
}) {
  const [locale] = useLocaleState();
  const lang = locale === 'de' ? 'de' : 'en';
  const { run, running, last } = useRunCommand(deviceId, origin);
  const [asking, setAsking] = useState<CommandDefinition>();
  const shown = only ? commands.filter((c) => only.includes(c.name)) : commands;
  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="command-buttons">
        {shown.map((c) => (
          <Button
            key={c.name}
            variant="outlined"
            size="small"
            disabled={!!running}
            data-command={c.name}
            onClick={() => (c.parameters.length || c.needsConfirmation ? setAsking(c) : void run(c.name))}
          >
            {c.label[lang]}
          </Button>
        ))}
      </Stack>
      {running && <Loading sx={{ my: 1 }} aria-label={running} />}
      {last && (showResult || last.status !== 'succeeded') && (
        <Box sx={{ mt: 2 }}>
          <CommandResultView record={last} />
        </Box>
      )}
      {asking && (
        <CommandDialog
          command={asking}
          onClose={() => setAsking(undefined)}
          onRun={(values) => {
            setAsking(undefined);
            void run(asking.name, values);
          }}
        />
      )}
    </Box>
  );
}

/** Every command of a device I may run. */
export function CommandPanel({ deviceId, only }: { deviceId: Identifier; only?: string[] }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const { data = [], isPending } = useQuery({ queryKey: ['devices', deviceId, 'commands'], queryFn: () => dataProvider.getDeviceCommands(deviceId) });
  const runnable = data.filter((c) => c.runnable);
  if (isPending) return <Loading />;
  if (!runnable.length) return <Typography color="text.secondary">{translate('gondola.devices.noCommands')}</Typography>;
  return <CommandButtons deviceId={deviceId} commands={runnable} only={only} />;
}

/** A device with its name and health, heading what a page offers for it (commands, results). */
export function DeviceCard({ device, children }: { device: { id: unknown; name: unknown; status: unknown }; children: ReactNode }) {
  return (
    <Card variant="outlined" data-device-id={String(device.id)}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="subtitle1" component="h2">
            {String(device.name)}
          </Typography>
          <DeviceStatusChip status={device.status} />
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** The columns every list of device commands shows alike: the command by name, status, duration (with its unit), error. */
export function useCommandColumns(): Record<'command' | 'status' | 'durationMs' | 'error', RecordColumn<RaRecord>> {
  const translate = useTranslate();
  const commandName = useCommandName();
  const [language] = useLocaleState();
  const errorText = useCommandError();
  return {
    command: {
      id: 'command',
      label: translate('resources.device-commands.fields.command'),
      sortBy: (c) => commandName(c.command),
      render: (c) => <span title={String(c.command)}>{commandName(c.command)}</span>,
    },
    status: { id: 'status', label: translate('resources.device-commands.fields.status'), sortBy: (c) => String(c.status), render: (c) => <CommandStatusChip status={c.status} /> },
    durationMs: {
      id: 'durationMs',
      label: translate('resources.device-commands.fields.durationMs'),
      align: 'right',
      nowrap: true,
      sortBy: (c) => (c.durationMs == null ? null : Number(c.durationMs)),
      render: (c) => (c.durationMs == null ? '' : formatMilliseconds(Number(c.durationMs), formattingLocale(language))),
    },
    error: { id: 'error', label: translate('resources.device-commands.fields.error'), render: (c) => errorText(c.error) },
  };
}
