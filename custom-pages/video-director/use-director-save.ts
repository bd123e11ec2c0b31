import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate, type HttpError, type RaRecord } from 'react-admin';
import { isArea, missingAreas, shapeProblem, type Shape } from '@core/video-director';

const RESOURCE = 'video-director-configs';

export interface DirectorTarget {
  installationId: string;
  recorder: string;
  lane: number;
  pictureWidth: number;
  pictureHeight: number;
}

/** Whether the shapes may be saved, and the message when not (spec §8's words first). */
export function saveBlocker(shapes: readonly Shape[]): { key: string; options?: Record<string, unknown> } | undefined {
  const validAreas = shapes.filter((s) => isArea(s.kind) && !shapeProblem(s));
  if (!validAreas.length) return { key: 'noValidPolygons' };
  const invalid = shapes.filter((s) => shapeProblem(s));
  if (invalid.length)
    return { key: invalid.some((s) => shapeProblem(s) === 'noCoordinates') ? 'problems.noCoordinates' : 'invalidCount', options: { smart_count: invalid.length } };
  const missing = missingAreas(shapes);
  if (missing.length) return { key: 'missing', options: { kinds: missing } };
  return undefined;
}

/**
 * Saving a configuration with its version: create when there is none, update otherwise; a 409
 * keeps the other person's record so the user can compare and choose.
 */
export function useDirectorSave(target: DirectorTarget, record: RaRecord | undefined, onSaved: (record: RaRecord) => void) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<RaRecord | null>(null);
  const [saving, setSaving] = useState(false);

  const write = async (shapes: Shape[], objectLostFrames: number, version?: number) => {
    setSaving(true);
    try {
      const values = { ...target, areas: shapes, objectLostFrames };
      const { data } = record
        ? await dataProvider.update(RESOURCE, { id: record.id, data: { ...values, version: version ?? record.version }, previousData: record })
        : await dataProvider.create(RESOURCE, { data: values });
      setConflict(null);
      await queryClient.invalidateQueries({ queryKey: [RESOURCE] });
      onSaved(data);
      notify('gondola.director.saved', { type: 'success' });
      return true;
    } catch (error) {
      const { status, body } = error as HttpError & { body?: { current?: RaRecord; message?: string; errors?: Record<string, string> } };
      if (status === 409 && body?.current) setConflict(body.current);
      else {
        const reason = body?.errors ? Object.values(body.errors).join('; ') : (body?.message ?? (error as Error).message);
        notify('gondola.director.saveFailed', { type: 'error', messageArgs: { reason } });
      }
      return false;
    } finally {
      setSaving(false);
    }
  };

  const save = (shapes: Shape[], objectLostFrames: number) => {
    const blocked = saveBlocker(shapes);
    if (blocked) {
      const { key } = blocked;
      const options = key === 'missing' ? { kinds: (blocked.options!.kinds as string[]).map((k) => translate(`gondola.director.kinds.${k}`)).join(', ') } : blocked.options;
      notify(`gondola.director.${key}`, { type: 'warning', messageArgs: options });
      return Promise.resolve(false);
    }
    return write(shapes, objectLostFrames);
  };

  return { save, saving, conflict, keepMine: (shapes: Shape[], frames: number) => write(shapes, frames, conflict?.version), dismissConflict: () => setConflict(null) };
}
