import { registry } from './registry';

/**
 * Where a date-time's zone is read: `head`, a field of the record itself (`timeZone`), or, with
 * `tail`, that field of the record `head` references (`rotationId.timeZone`: `referenced` names it).
 */
export function zoneSource(resource: string, zoneField: string): { head: string; tail?: string; referenced?: string } {
  const [head = zoneField, tail] = zoneField.split('.');
  const field = registry.get(resource)?.fields[head];
  return { head, tail, referenced: tail && field?.kind === 'reference' ? field.reference : undefined };
}
