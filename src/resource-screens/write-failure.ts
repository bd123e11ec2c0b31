import { useCallback } from 'react';
import { useNotify, useTranslate, type HttpError } from 'react-admin';
import type { ResourceDefinition } from '@core/resource-kit';

export type WriteAction = 'create' | 'update' | 'delete';

/**
 * The mutation meta of the generated screens' writes: the data provider leaves the failure to the
 * screen, which says what was not done and why, instead of the catalogue's generic toast as well.
 */
export const SCREEN_SAYS_FAILURES = { meta: { ownErrorMessage: true } } as const;

const CONFIGURATION: Record<WriteAction, string> = {
  create: 'gondola.messages.configurationNotAdded',
  update: 'gondola.messages.configurationNotSaved',
  delete: 'gondola.messages.configurationNotRemoved',
};

/** The message key a failed write of the resource says first (spec §8 for configurations). */
export const writeFailureKey = (def: ResourceDefinition, action: WriteAction) =>
  def.writeFailures === 'configuration' ? CONFIGURATION[action] : `gondola.kit.writeFailed.${action}`;

/** The server's reason: its description, else its message; field errors are shown at the fields. */
function reasonOf(error: unknown): { reason?: string; fields: boolean } {
  const body = (error as HttpError | undefined)?.body as { errors?: unknown; description?: string; message?: string } | undefined;
  if (body?.errors) return { fields: true };
  return { reason: body?.description || body?.message || (error as Error | undefined)?.message || undefined, fields: false };
}

/** Says that a write of the resource failed, and why: "The configuration was not added. <reason>". */
export function useWriteFailure(def: ResourceDefinition) {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (action: WriteAction, error: unknown) => {
      const { reason, fields } = reasonOf(error);
      const why = fields ? translate('gondola.kit.writeFailed.invalid') : reason;
      notify([translate(writeFailureKey(def, action)), why].filter(Boolean).join(' '), { type: 'error', multiLine: true });
    },
    [def, notify, translate],
  );
}
