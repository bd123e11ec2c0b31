import { Alert, Box, Button, Card, CardContent, Checkbox, FormControlLabel, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BUILT_IN_COMMANDS, offered } from '@core/devices/commands';
import { type DeviceSelection, isFleetWide } from '@core/devices/selection';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { RecordTable } from '@src/kit/RecordTable';
import { PageHeader } from '@src/resource-screens/page-title';
import type { RouteEntry } from '@src/shell/route-table';
import { BulkConfirmDialog, type BulkPlan } from './BulkConfirmDialog';
import { SelectionFields, selectionFrom } from './SelectionFields';

const PREVIEW_DEBOUNCE_MS = 250;

type Preview = Awaited<ReturnType<GondolaDataProvider['previewBulkCommand']>>;

/** The commands to choose from: built-ins with their own label, then the component types' own. */
function useCommandNames(): Array<[name: string, label: string]> {
  const [locale] = useLocaleState();
  const lang = locale === 'de' ? 'de' : 'en';
  const { data: own = [] } = useGetList('component-commands', { sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 500 } });
  return [
    ...new Map([
      ...own.map((c) => [String(c.name), `${String((c.label as Record<string, string>)?.[lang] ?? c.name)} (${String(c.typeId)})`] as const),
      ...BUILT_IN_COMMANDS.filter(offered).map((c) => [c.name, c.label[lang]] as const),
    ]).entries(),
  ];
}

/** The first targets by name, so the user sees what the selection means before anything is sent. */
function PreviewTargets({ preview }: { preview: Preview }) {
  const translate = useTranslate();
  if (!preview.sample.length) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <RecordTable
        rows={preview.sample}
        rowKey={(d) => d.id}
        label={translate('gondola.devices.bulk.firstTargets', { count: preview.sample.length, total: preview.supported })}
        testId="bulk-preview-targets"
        columns={[
          { id: 'name', label: translate('resources.devices.fields.name'), sortBy: (d) => d.name, render: (d) => d.name },
          { id: 'installation', label: translate('resources.devices.fields.installationId'), sortBy: (d) => d.installationName ?? '', render: (d) => d.installationName ?? '—' },
          { id: 'type', label: translate('resources.devices.fields.type'), render: (d) => translate(`resources.devices.options.type.${d.type}`, { _: d.type }) },
          { id: 'status', label: translate('resources.devices.fields.status'), render: (d) => translate(`resources.devices.options.status.${d.status}`, { _: d.status }) },
        ]}
      />
      {preview.supported > preview.sample.length && (
        <Typography variant="caption" color="text.secondary">
          {translate('gondola.devices.bulk.andMore', { count: preview.supported - preview.sample.length })}
        </Typography>
      )}
    </Box>
  );
}

/** A whole number from 1 to `max` (a limit of the run), kept in range as it is typed. */
function LimitField({ label, value, max, width, onChange }: { label: string; value: number; max: number; width?: number; onChange(value: number): void }) {
  return (
    <TextField
      fullWidth={!width}
      size="small"
      type="number"
      sx={width ? { width } : undefined}
      label={label}
      value={value}
      onChange={(e) => onChange(Math.max(1, Math.min(max, Number(e.target.value) || 1)))}
    />
  );
}

/** `/bulk-commands`: choose devices by name, see which and how many, optionally stage the rollout, confirm, run. */
export function BulkCommandForm({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.devices.bulk.${key}`, options);
  const navigate = useNavigate();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const commandNames = useCommandNames();
  const [command, setCommand] = useState('status');
  const [search] = useSearchParams();
  const [selection, setSelection] = useState<DeviceSelection>(() => selectionFrom(search));
  const [concurrency, setConcurrency] = useState(50);
  const [errorThreshold, setErrorThreshold] = useState(25);
  const [staged, setStaged] = useState(false);
  const [stage, setStage] = useState({ first: 10, successPercent: 90 });
  const [preview, setPreview] = useState<Preview>();
  const [plan, setPlan] = useState<BulkPlan | null>(null);
  const [busy, setBusy] = useState(false);
  // The preview follows what the selection says, not the object that holds it.
  const selectionKey = JSON.stringify(selection);
  // The page opens with its preview at once; later changes wait for the typing to pause.
  const previewed = useRef(false);
  useEffect(() => {
    const chosen = JSON.parse(selectionKey) as DeviceSelection;
    const delay = previewed.current ? PREVIEW_DEBOUNCE_MS : 0;
    previewed.current = true;
    const timer = setTimeout(() => void dataProvider.previewBulkCommand({ selection: chosen, command }).then(setPreview, () => setPreview(undefined)), delay);
    return () => clearTimeout(timer);
  }, [selectionKey, command, dataProvider]);
  const commandLabel = commandNames.find(([name]) => name === command)?.[1] ?? command;
  const run = async (confirm?: string) => {
    setBusy(true);
    try {
      const bulk = await dataProvider.runBulkCommand({
        command,
        parameters: {},
        selection,
        concurrency,
        errorThreshold,
        ...(staged && { stage }),
        ...(confirm && { confirm }),
      });
      navigate(`/bulk-commands/${encodeURIComponent(String(bulk.id))}/show`);
    } catch {
      setBusy(false);
    }
  };
  return (
    <Box>
      <PageHeader crumbs={[{ label: translate(`gondola.routes.${route.key}`) }]} />
      <Card variant="outlined" sx={{ mt: 1 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate(`gondola.routes.${route.key}`)}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField select fullWidth size="small" label={translate('resources.bulk-commands.fields.command')} value={command} onChange={(e) => setCommand(e.target.value)}>
                {commandNames.map(([name, label]) => (
                  <MenuItem key={name} value={name}>
                    {label}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <LimitField label={translate('resources.bulk-commands.fields.concurrency')} value={concurrency} max={500} onChange={setConcurrency} />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <LimitField label={translate('resources.bulk-commands.fields.errorThreshold')} value={errorThreshold} max={20_000} onChange={setErrorThreshold} />
            </Grid>
          </Grid>
          <SelectionFields selection={selection} setSelection={setSelection} />
          <Stack direction="row" spacing={2} alignItems="center" useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
            <FormControlLabel control={<Checkbox checked={staged} onChange={(e) => setStaged(e.target.checked)} />} label={t('stagedRollout')} />
            {staged && (
              <>
                <LimitField label={t('stageSize')} value={stage.first} max={10_000} width={160} onChange={(first) => setStage((s) => ({ ...s, first }))} />
                <LimitField
                  label={t('stagePercent')}
                  value={stage.successPercent}
                  max={100}
                  width={180}
                  onChange={(successPercent) => setStage((s) => ({ ...s, successPercent }))}
                />
              </>
            )}
          </Stack>
          {preview && (
            <Alert severity={preview.supported ? 'info' : 'warning'} sx={{ mt: 2 }} data-testid="bulk-preview" data-supported={preview.supported}>
              {preview.supported
                ? t('preview', {
                    smart_count: preview.supported,
                    online: preview.online,
                    total: preview.total,
                    installations: t('installationCount', { smart_count: preview.installations }),
                  })
                : translate('gondola.devices.errors.noDevicesOfType')}
            </Alert>
          )}
          {preview && <PreviewTargets preview={preview} />}
          <Button
            variant="contained"
            sx={{ mt: 2 }}
            disabled={busy || !preview?.supported}
            onClick={() =>
              preview && setPlan({ commandLabel, devices: preview.supported, installations: preview.installations, fleetWide: isFleetWide(selection), ...(staged && { stage }) })
            }
          >
            {t('start', { count: preview?.supported ?? 0 })}
          </Button>
        </CardContent>
      </Card>
      <BulkConfirmDialog plan={plan} busy={busy} onRun={(confirm) => void run(confirm)} onClose={() => setPlan(null)} />
    </Box>
  );
}
