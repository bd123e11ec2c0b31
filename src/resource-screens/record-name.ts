import type { ResourceDefinition } from '@core/resource-kit';

const MAX_NAME = 60;

/**
 * How a record is named in titles and breadcrumbs: its representation field, or its id. A long
 * text (a note's Markdown) is named by its first line, without Markdown marks and cut short.
 */
export function recordName(def: Pick<ResourceDefinition, 'recordRepresentation'>, record: Record<string, unknown>): string {
  const text = String(record[def.recordRepresentation] ?? record.id ?? '');
  if (!text.includes('\n') && text.length <= MAX_NAME) return text;
  const first = text.split('\n').find((line) => line.trim()) ?? '';
  const plain = first
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_#>`~]/g, '')
    .replace(/^\s*[-+]\s+/, '')
    .trim();
  return plain.length > MAX_NAME ? `${plain.slice(0, MAX_NAME - 1).trimEnd()}…` : plain;
}
