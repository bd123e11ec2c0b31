import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { formatIssue, issuesByField, recordSchema, type ResourceDefinition } from '@core/resource-kit';
import type { Language } from '@src/i18n/language';

/** Empty coordinate pairs and groups mean "no value", as the server stores them. */
export function normalizeValues(def: ResourceDefinition, values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.kind !== 'coordinates' && field.kind !== 'group') continue;
    const value = out[name];
    if (value && typeof value === 'object' && Object.values(value).every((v) => v === null || v === undefined || v === '')) out[name] = null;
  }
  return out;
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown) {
  let node = target;
  for (const part of path.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

/**
 * Client-side validation with the very schema the server applies, in the user's language. The
 * server stays authoritative; this only spares a round trip.
 */
export function zodResolver(def: ResourceDefinition, mode: 'create' | 'update', language: () => Language): Resolver<FieldValues> {
  const schema = recordSchema(def, mode);
  return async (values) => {
    const parsed = schema.safeParse(normalizeValues(def, values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [path, message] of Object.entries(issuesByField(parsed.error))) {
      // Fields the form does not show (react-admin's own bookkeeping) are the server's business.
      if (message.endsWith('unknownField')) continue;
      setPath(errors, path.split('.'), { type: 'validate', message: formatIssue(message, language()) });
    }
    return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors } : { values, errors: {} };
  };
}
