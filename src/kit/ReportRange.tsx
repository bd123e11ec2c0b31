import { TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

type Preset = 'lastHour' | 'last7Days' | 'custom';
const PRESETS: readonly Preset[] = ['lastHour', 'last7Days', 'custom'];

function rangeOf(preset: Preset, custom: { from: string; to: string }, now: number): { from: string; to: string } {
  if (preset === 'lastHour') return { from: new Date(now - 3_600_000).toISOString(), to: new Date(now).toISOString() };
  if (preset === 'last7Days') return { from: new Date(now - 7 * 86_400_000).toISOString(), to: new Date(now).toISOString() };
  return { from: new Date(`${custom.from}T00:00:00`).toISOString(), to: new Date(`${custom.to}T23:59:59`).toISOString() };
}

/** What a report covers: a key that names it for the query cache, and its instants as of now. */
export interface ReportRange {
  key: string;
  /** The range as of now (what a read of the report asks for); remembered as the one shown. */
  instants(): { from: string; to: string };
  /** The instants of the report on screen: a download gives exactly what is shown. */
  shown(): { from: string; to: string };
}

/**
 * A report's range (last hour, last 7 days, or custom days) and the controls that choose it. A
 * rolling range is keyed by its name and resolved when the report is read, so a live refresh of an
 * open report includes what happened since it was chosen (a "now" fixed at the choice would leave
 * the newest decisions out for good).
 */
export function useReportRange(): { range: ReportRange; controls: ReactNode } {
  const translate = useTranslate();
  const t = (key: string) => translate(`gondola.kit.reportRange.${key}`);
  const today = new Date().toISOString().slice(0, 10);
  const [preset, setPreset] = useState<Preset>('last7Days');
  const [custom, setCustom] = useState({ from: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10), to: today });
  const lastRead = useRef<{ key: string; read: { from: string; to: string } } | undefined>(undefined);
  const range = useMemo<ReportRange>(() => {
    const key = preset === 'custom' ? `custom:${custom.from}:${custom.to}` : preset;
    const instants = () => {
      const read = rangeOf(preset, custom, Date.now());
      lastRead.current = { key, read };
      return read;
    };
    const shown = () => (lastRead.current?.key === key ? lastRead.current.read : rangeOf(preset, custom, Date.now()));
    return { key, instants, shown };
  }, [preset, custom]);
  const controls = (
    <>
      <ToggleButtonGroup size="small" exclusive value={preset} onChange={(_, v: Preset | null) => v && setPreset(v)} aria-label={t('range')}>
        {PRESETS.map((p) => (
          <ToggleButton key={p} value={p}>
            {t(p)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {preset === 'custom' && (
        <>
          <TextField
            size="small"
            type="date"
            label={t('from')}
            value={custom.from}
            onChange={(e) => e.target.value && setCustom((c) => ({ ...c, from: e.target.value }))}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: custom.to } }}
          />
          <TextField
            size="small"
            type="date"
            label={t('to')}
            value={custom.to}
            onChange={(e) => e.target.value && setCustom((c) => ({ ...c, to: e.target.value }))}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: custom.from, max: today } }}
          />
        </>
      )}
    </>
  );
  return { range, controls };
}
