import { describe, expect, it } from 'vitest';
import { absenceDays, formatReportValue, presetRange, REPORT_DEFINITIONS, reportQuery, startOfDayIn } from '@core/reports';
import { REPORT_OF_ROUTE } from '@custom-pages/reports/report-params';
import { AREA_MANIFESTS, areaLabels } from '@src/shell/areas';
import { ROUTES } from '@src/shell/route-table';

const NONE = new Set<string>();

describe('report rules', () => {
  it('counts an absence’s working days: weekends and public holidays free, half days as halves', () => {
    const week = { startsOn: '2030-03-04', endsOn: '2030-03-10', halfDayStart: false, halfDayEnd: false };
    expect(absenceDays(week, NONE)).toBe(5);
    expect(absenceDays({ ...week, halfDayStart: true }, NONE)).toBe(4.5);
    // The half day at the end falls on a Sunday: nothing to halve.
    expect(absenceDays({ ...week, halfDayEnd: true }, NONE)).toBe(5);
    expect(absenceDays(week, new Set(['2030-03-05']))).toBe(4);
    expect(absenceDays(week, NONE, { from: '2030-03-06', to: '2030-03-31' })).toBe(3);
    expect(absenceDays(week, NONE, { from: '2030-04-01', to: '2030-04-30' })).toBe(0);
  });

  it('turns a preset into instants at midnight in the viewer’s zone, across the change of summer time', () => {
    const now = new Date('2026-03-30T10:00:00Z');
    expect(startOfDayIn('2026-03-29', 'Europe/Vienna').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDayIn('2026-03-30', 'Europe/Vienna').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(presetRange('last7Days', 'Europe/Vienna', now)).toEqual({ from: '2026-03-23T23:00:00.000Z', to: '2026-03-30T22:00:00.000Z' });
    expect(presetRange('thisMonth', 'Europe/Vienna', now)).toEqual({ from: '2026-02-28T23:00:00.000Z', to: '2026-03-31T22:00:00.000Z' });
    expect(presetRange('lastMonth', 'UTC', now)).toEqual({ from: '2026-02-01T00:00:00.000Z', to: '2026-03-01T00:00:00.000Z' });
    expect(presetRange('thisYear', 'UTC', now)).toEqual({ from: '2026-01-01T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z' });
    expect(presetRange('lastHour', 'UTC', now)).toEqual({ from: '2026-03-30T09:00:00.000Z', to: '2026-03-30T10:00:00.000Z' });
    expect(presetRange('custom', 'UTC', now, { from: '2026-01-05', to: '2026-01-05' })).toEqual({ from: '2026-01-05T00:00:00.000Z', to: '2026-01-06T00:00:00.000Z' });
  });

  it('refuses a request with a range backwards, too long, or in an unknown time zone, naming what is wrong', () => {
    const base = { from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z' };
    expect(reportQuery.safeParse(base).success).toBe(true);
    const paths = (q: object) => (reportQuery.safeParse(q).error?.issues ?? []).map((i) => i.path.join('.'));
    expect(paths({ ...base, to: '2025-12-31T00:00:00Z' })).toEqual(['to']);
    expect(paths({ ...base, to: '2028-01-01T00:00:00Z' })).toEqual(['to']);
    expect(paths({ ...base, timeZone: 'Mars/Olympus' })).toEqual(['timeZone']);
    expect(paths({ ...base, onlyTasks: 'yes' })).toEqual(['onlyTasks']);
    expect(paths({ ...base, sort: 'name' })).toEqual(['']);
  });

  it('writes values the same way on the page and in the PDF, in either language', () => {
    expect(formatReportValue('hours', 1234.5, 'en')).toBe('1,234.50 h');
    expect(formatReportValue('hours', 1234.5, 'de')).toBe('1.234,50 h');
    expect(formatReportValue('money', 180, 'de', 'EUR')).toBe('180,00 EUR');
    expect(formatReportValue('days', 4.5, 'en')).toBe('4.5 d');
    expect(formatReportValue('boolean', false, 'de')).toBe('Nein');
    expect(formatReportValue('date', '2030-03-04', 'de')).toBe('04.03.2030');
    expect(formatReportValue('text', null, 'en')).toBe('—');
  });

  it('registers each report once in the route table, with the capability and title its definition gives', () => {
    const reportRoutes = ROUTES.filter((r) => REPORT_OF_ROUTE[r.key]);
    expect(new Set(reportRoutes.map((r) => REPORT_OF_ROUTE[r.key]))).toEqual(new Set(Object.keys(REPORT_DEFINITIONS)));
    for (const route of reportRoutes) {
      const def = REPORT_DEFINITIONS[REPORT_OF_ROUTE[route.key]!];
      expect(route.capability, route.path).toBe(def.capability);
      expect(route.page, route.path).toBeDefined();
      const title = (lang: 'en' | 'de') => areaLabels(AREA_MANIFESTS, lang)[route.key];
      expect({ en: title('en'), de: title('de') }, route.path).toEqual(def.title);
    }
  });
});
