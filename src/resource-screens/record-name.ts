import type { ResourceDefinition } from '@core/resource-kit';
// The summary module, not the kit's index: breadcrumbs are in the console's first chunk.
import { type ResourceSummary, representationIsOption } from '@core/resource-kit/summary';

const MAX_NAME = 60;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * How a record is named in titles, breadcrumbs, references and pickers: its representation field,
 * or its id. A value with a name of its own (a choice: an absence's "vacation", a known command's
 * "status") is named in the console's language, the same in every place. A long text (a note's
 * Markdown) is named by its first line, without Markdown marks and cut short.
 */
export function recordName(def: ResourceDefinition | ResourceSummary, record: Record<string, unknown>, translate: Translate): string {
  const value = record[def.recordRepresentation];
  const named = 'fields' in def ? representationIsOption(def) : !!def.representationIsOption;
  if (named && value !== null && value !== undefined && value !== '')
    return translate(`resources.${def.name}.options.${def.recordRepresentation}.${String(value)}`, { _: String(value) });
  const text = String(value ?? record.id ?? '');
  if (!text.includes('\n') && text.length <= MAX_NAME) return text;
  const first = text.split('\n').find((line) => line.trim()) ?? '';
  const plain = first
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_#>`~]/g, '')
    .replace(/^\s*[-+]\s+/, '')
    .trim();
  return plain.length > MAX_NAME ? `${plain.slice(0, MAX_NAME - 1).trimEnd()}…` : plain;
}
