import { describe, expect, it } from 'vitest';
import { SWISS_NOTIFICATION_LEAD_DAYS } from '@core/constants';
import { addDays, leadTime, todayIn } from '@core/resource-kit';

describe('the Swiss work notification lead time', () => {
  // 23:30 UTC on 23 November is already 24 November in Zurich (UTC+1 in winter).
  const now = () => new Date('2026-11-23T23:30:00Z');
  const rule = leadTime('jobDate', SWISS_NOTIFICATION_LEAD_DAYS, 'Europe/Zurich', now);

  it('counts the days from today in Swiss time', () => {
    expect(todayIn('Europe/Zurich', now())).toBe('2026-11-24');
    expect(todayIn('UTC', now())).toBe('2026-11-23');
  });

  it('refuses 7 days ahead and accepts 8', () => {
    expect(rule({ jobDate: '2026-12-01' })).toEqual({ jobDate: expect.stringContaining('leadTime') });
    expect(rule({ jobDate: '2026-12-02' })).toBeUndefined();
    expect(rule({ jobDate: '2027-03-01' })).toBeUndefined();
  });

  it('names the earliest date it would accept', () => {
    expect(rule({ jobDate: '2026-11-24' })!.jobDate).toContain('"earliest":"2026-12-02"');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-28', 8)).toBe('2027-01-05');
    expect(addDays('2028-02-25', 5)).toBe('2028-03-01');
  });
});
