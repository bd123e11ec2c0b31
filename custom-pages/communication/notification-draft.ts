import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, type RaRecord } from 'react-admin';
import type { NotificationTexts } from '@core/notifications';

export type Draft = RaRecord & {
  title: string;
  kind: string;
  state: string;
  step: number;
  version: number;
  installationId?: string | null;
  resortIds: string[];
  customerIds: string[];
  installationTypes: string[];
  countries: string[];
  contactRoles: string[];
  media: string[];
  contactIds: string[];
  channels: string[];
  emailTemplateId?: string | null;
  smsTemplateId?: string | null;
} & NotificationTexts;

const SAVE_AFTER_MS = 600;

/**
 * A notification draft as the wizard edits it: every change shows at once and is saved shortly
 * after (one save at a time, each with the version the last one answered), so leaving the wizard
 * at any step keeps what was typed. `flush` waits until what is on screen is saved.
 */
export function useNotificationDraft(id: string | undefined) {
  const dataProvider = useDataProvider();
  const [draft, setDraft] = useState<Draft>();
  const [error, setError] = useState<string>();
  // Changed and not saved yet (typing, waiting for the pause, or the save in flight): the page says "Saving…".
  const [saving, setSaving] = useState(false);
  const latest = useRef<Draft>(undefined);
  const dirty = useRef(false);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const load = useCallback(async () => {
    if (!id) return;
    const { data } = await dataProvider.getOne<Draft>('notifications', { id });
    latest.current = data;
    dirty.current = false;
    setDraft(data);
  }, [dataProvider, id]);

  useEffect(() => {
    setDraft(undefined);
    void load().catch((e: Error) => setError(e.message));
  }, [load]);

  const save = useCallback(() => {
    chain.current = chain.current.then(async () => {
      const current = latest.current;
      if (!current || !dirty.current || current.state !== 'draft') return;
      dirty.current = false;
      try {
        const { data } = await dataProvider.update<Draft>('notifications', { id: current.id, data: current, previousData: current });
        // Keep what was typed meanwhile; take the server's version.
        latest.current = { ...latest.current!, version: data.version, state: data.state };
        setDraft(latest.current);
        setError(undefined);
      } catch (e) {
        dirty.current = true;
        setError((e as Error).message);
      } finally {
        if (!dirty.current) setSaving(false);
      }
    });
    return chain.current;
  }, [dataProvider]);

  const change = useCallback(
    (patch: Partial<Draft>) => {
      if (!latest.current) return;
      latest.current = { ...latest.current, ...patch };
      dirty.current = true;
      setSaving(true);
      setDraft(latest.current);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), SAVE_AFTER_MS);
    },
    [save],
  );

  /** Saves what is on screen and answers the draft as saved (its version is the one to send with). */
  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    await save();
    return latest.current!;
  }, [save]);

  // Leaving the page saves what is left.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      void save();
    },
    [save],
  );

  /** Takes a state the server changed (sent, paused …) without another save. */
  const accept = useCallback((patch: Partial<Draft>) => {
    if (!latest.current) return;
    latest.current = { ...latest.current, ...patch };
    setDraft(latest.current);
  }, []);

  return { draft, change, flush, saving, error, reload: load, accept };
}
