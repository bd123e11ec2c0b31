import { describe, expect, it } from 'vitest';
import { addSupportMinutes } from '../../core/support-time.js';

const VIENNA = 'Europe/Vienna';

describe('support time as an SLA counts it', () => {
  it('counts around the clock under 24/7', () => {
    expect(addSupportMinutes(new Date('2026-12-04T15:30:00Z'), 240, 'always', VIENNA).toISOString()).toBe('2026-12-04T19:30:00.000Z');
  });

  it('carries office hours over the weekend: Friday 16:30 plus four hours is Monday 11:30 in Vienna', () => {
    // 2026-12-04 is a Friday; Vienna is UTC+1 in winter.
    expect(addSupportMinutes(new Date('2026-12-04T15:30:00Z'), 240, 'office', VIENNA).toISOString()).toBe('2026-12-07T10:30:00.000Z');
  });

  it('keeps the office closed on a public holiday of the place, while the lifts and the extended service run', () => {
    // Tuesday 8 December 2026 is a public holiday in Austria: Monday 16:30 plus two hours is Wednesday 09:30.
    const austrian = (day: string) => day === '2026-12-08';
    expect(addSupportMinutes(new Date('2026-12-07T15:30:00Z'), 120, 'office', VIENNA, undefined, austrian).toISOString()).toBe('2026-12-09T08:30:00.000Z');
    expect(addSupportMinutes(new Date('2026-12-07T15:30:00Z'), 120, 'office', VIENNA).toISOString()).toBe('2026-12-08T08:30:00.000Z');
    expect(addSupportMinutes(new Date('2026-12-08T07:00:00Z'), 60, 'extended', VIENNA, undefined, austrian).toISOString()).toBe('2026-12-08T08:00:00.000Z');
  });

  it('starts counting when support opens for a ticket raised at night', () => {
    // Tuesday 02:00 in Vienna under office hours: a 30-minute response is due at 08:30.
    expect(addSupportMinutes(new Date('2026-12-08T01:00:00Z'), 30, 'office', VIENNA).toISOString()).toBe('2026-12-08T07:30:00.000Z');
    // The extended day opens at 06:30, every day of the week (Sunday here).
    expect(addSupportMinutes(new Date('2026-12-06T01:00:00Z'), 30, 'extended', VIENNA).toISOString()).toBe('2026-12-06T06:00:00.000Z');
  });

  it('follows the resort’s lift hours, and a usual ski day where it names none', () => {
    const start = new Date('2026-12-05T15:00:00Z'); // Saturday 16:00 in Vienna
    // Lifts 09:00–16:00: the hour left on Saturday is gone, Sunday from 09:00 gives the next.
    expect(addSupportMinutes(start, 60, 'liftHours', VIENNA, { from: '09:00', until: '16:00' }).toISOString()).toBe('2026-12-06T09:00:00.000Z');
    // None named (08:30–16:30): half an hour on Saturday, the other half from 08:30 on Sunday.
    expect(addSupportMinutes(start, 60, 'liftHours', VIENNA, {}).toISOString()).toBe('2026-12-06T08:00:00.000Z');
  });

  it('keeps the wall clock across the change to summer time', () => {
    // Friday 2027-03-26 16:00 in Vienna (UTC+1); Monday 2027-03-29 is UTC+2: one office hour left on
    // Friday, three more from Monday 08:00 end at 11:00 local, 09:00 UTC.
    expect(addSupportMinutes(new Date('2027-03-26T15:00:00Z'), 240, 'office', VIENNA).toISOString()).toBe('2027-03-29T09:00:00.000Z');
  });

  it('counts a long resolution over weeks of office days', () => {
    // 45 office hours from Monday 08:00 are five full days: due as Friday's office day ends, 17:00.
    expect(addSupportMinutes(new Date('2026-12-07T07:00:00Z'), 45 * 60, 'office', VIENNA).toISOString()).toBe('2026-12-11T16:00:00.000Z');
  });
});
