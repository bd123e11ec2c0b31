import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, type RaRecord } from 'react-admin';
import type { NotificationTexts } from '@core/notifications';
import { withDefaults } from '@core/resource-kit/define';
import { submittableValues } from '@core/resource-kit/validation';
import notifications from '@resources/notifications';

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
  moment?: string | null;
} & NotificationTexts;

const SAVE_AFTER_MS = 600;

/** A draft not stored yet: what a notify flow starts from (stored at the user's first change). */
export type FreshDraft = Omit<Draft, 'id'>;

/** A fresh draft with the given facts, as the server would store it: from the definition's fields and defaults. */
export function freshDraft(facts: Partial<Draft> & { kind: string }): FreshDraft {
  const empty = Object.fromEntries(
    Object.entries(notifications.fields)
      .filter(([, field]) => !field.readOnly)
      .map(([name, field]) => [name, field.kind === 'referenceMany' || field.kind === 'stringList' ? [] : null]),
  );
  return { ...withDefaults(notifications, { ...empty, ...facts }), state: 'draft', version: 0 } as FreshDraft;
}

/** Whether a change is the user's (which stores a fresh draft) or the page's own (which does not). */
export interface ChangeOptions {
  byUser?: boolean;
}

/**
 * A notification draft as the wizard edits it: every change shows at once and is saved shortly
 * after (one save at a time, each with the version the last one answered), so leaving the wizard
 * at any step keeps what was typed. `flush` waits until what is on screen is saved. Given a fresh
 * draft instead of an id, nothing is stored until the user changes something: then the draft is
 * created and `onCreated` names it (a visit to a notify page leaves nothing behind).
 */
export function useNotificationDraft(id: string | undefined, fresh?: FreshDraft, onCreated?: (id: string) => void) {
  const dataProvider = useDataProvider();
  const [draft, setDraft] = useState<Draft | undefined>(() => (id ? undefined : (fresh as Draft | undefined)));
  const [error, setError] = useState<string>();
  // Changed and not saved yet (typing, waiting for the pause, or the save in flight): the page says "Saving…".
  const [saving, setSaving] = useState(false);
  const latest = useRef<Draft>(undefined);
  const dirty = useRef(false);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const freshRef = useRef(fresh);
  const onCreatedRef = useRef(onCreated);
  onCreatedRef.current = onCreated;
  // A draft created by the save on leaving is not named in an address the user has left.
  const mounted = useRef(true);

  const load = useCallback(async () => {
    if (!id) {
      latest.current = freshRef.current as Draft | undefined;
      setDraft(latest.current);
      return;
    }
    // The draft this page has just created is the one on screen: no reload over what was typed meanwhile.
    if (latest.current?.id === id) return;
    const { data } = await dataProvider.getOne<Draft>('notifications', { id });
    latest.current = data;
    dirty.current = false;
    setDraft(data);
  }, [dataProvider, id]);

  useEffect(() => {
    if (id && latest.current?.id !== id) setDraft(undefined);
    void load().catch((e: Error) => setError(e.message));
  }, [load, id]);

  const save = useCallback(() => {
    chain.current = chain.current.then(async () => {
      const current = latest.current;
      if (!current || !dirty.current || current.state !== 'draft') return;
      dirty.current = false;
      try {
        if (current.id === undefined) {
          const { data } = await dataProvider.create<Draft>('notifications', { data: submittableValues(notifications, 'create', current) });
          latest.current = { ...latest.current!, id: data.id, version: data.version, state: data.state };
          setDraft(latest.current);
          setError(undefined);
          if (mounted.current) onCreatedRef.current?.(String(data.id));
          return;
        }
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
    (patch: Partial<Draft>, { byUser = true }: ChangeOptions = {}) => {
      if (!latest.current) return;
      latest.current = { ...latest.current, ...patch };
      if (latest.current.id === undefined && !byUser) {
        setDraft(latest.current);
        return;
      }
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
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
      void save();
    };
  }, [save]);

  /** Takes a state the server changed (sent, paused …) without another save. */
  const accept = useCallback((patch: Partial<Draft>) => {
    if (!latest.current) return;
    latest.current = { ...latest.current, ...patch };
    setDraft(latest.current);
  }, []);

  return { draft, change, flush, saving, error, reload: load, accept };
}
