import { describe, expect, it } from 'vitest';
import { recordName } from '../../src/resource-screens/record-name';

const labels: Record<string, string> = { 'resources.absences.options.type.vacation': 'Urlaub' };
const translate = (key: string, options?: Record<string, unknown>) => labels[key] ?? String(options?._ ?? key);

describe('a record’s name in titles and breadcrumbs', () => {
  it('names a record whose representation is a choice by the option’s label', () => {
    expect(recordName({ name: 'absences', recordRepresentation: 'type' }, { id: 'a1', type: 'vacation' }, translate)).toBe('Urlaub');
  });

  it('keeps a value that is no option, and names by the first line of a long text', () => {
    expect(recordName({ name: 'resorts', recordRepresentation: 'name' }, { id: 'r1', name: 'Ischgl' }, translate)).toBe('Ischgl');
    expect(recordName({ name: 'notes', recordRepresentation: 'text' }, { id: 'n1', text: '**Lane 3** reboots\n\nat night' }, translate)).toBe('Lane 3 reboots');
  });
});
