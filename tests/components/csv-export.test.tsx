import { describe, expect, it } from 'vitest';
import devices from '@resources/devices';
import { createI18nProvider } from '@src/console/i18n-provider';
import { loadCatalog } from '@src/i18n/catalogs';
import { exportColumns, recordsCsv } from '@src/resource-screens/csv-export';

describe('CSV exports', () => {
  it('name their columns and options in the user’s language and never carry a secret', async () => {
    await loadCatalog('de');
    const i18n = createI18nProvider('de', () => {});
    const translate = (key: string, options?: Record<string, unknown>) => i18n.translate(key, options);
    const csv = recordsCsv(devices, [{ id: 'sf-1', name: 'Ziel 1', type: 'startFinish', status: 'offline', tags: ['a', 'b'], secret: 'dev_shh', version: 1 }], translate);
    const [header, row] = csv.split('\r\n');
    expect(header).toContain('Name');
    expect(header).toContain('Zuletzt gesehen');
    expect(header).not.toContain('lastSeenAt');
    expect(row).toContain('Start/Ziel-Einheit');
    expect(row).toContain('"a, b"');
    expect(csv).not.toContain('dev_shh');
    expect(exportColumns(devices)).not.toContain('secret');
  });
});
