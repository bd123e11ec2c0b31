import type { ResourceDefinition } from '@core/resource-kit';
import { keys } from './resource-messages';

const MAX_NAME = 60;

/**
 * How a record is named in titles and breadcrumbs: its representation field, or its id. A long
 * text (a note's Markdown) is named by its first line, without Markdown marks and cut short. With
 * `translate`, a representation that is a choice is named by its option's label ("Vacation", not
 * "vacation"); a value that is no option stays as it is.
 */
export function recordName(
  def: Pick<ResourceDefinition, 'name' | 'recordRepresentation'>,
  record: Record<string, unknown>,
  translate?: (key: string, options?: Record<string, unknown>) => string,
): string {
  const value = record[def.recordRepresentation];
  if (translate && typeof value === 'string' && /^[A-Za-z][\w-]*$/.test(value)) {
    const label = translate(keys.option(def.name, def.recordRepresentation, value), { _: value });
    if (label !== value) return label;
  }
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
