import { issue } from '../../core/resource-kit/authoring';
import { SMS_PLACEHOLDERS, unknownPlaceholders } from '../../core/sms';

export const PLACEHOLDER_LIST = Object.keys(SMS_PLACEHOLDERS)
  .map((p) => `{${p}}`)
  .join(', ');

/** A message text may use the known placeholders only: each unknown one is named. */
export const placeholderRule = (field: string) => (r: Record<string, unknown>) => {
  const value = r[field];
  if (typeof value !== 'string') return undefined;
  const unknown = unknownPlaceholders(value);
  return unknown.length ? { [field]: issue('unknownPlaceholder', { placeholders: unknown.map((p) => `{${p}}`).join(', '), allowed: PLACEHOLDER_LIST }) } : undefined;
};
