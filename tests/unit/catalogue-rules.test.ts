import { describe, expect, it } from 'vitest';
import { checkTemplate, fillTemplate } from '../../core/command-template.js';
import { expiryOf, licenceReport, licenceReportCsv } from '../../core/licence-report.js';
import { compareSemver, semverSortKey } from '../../core/resource-kit/semver.js';
import { fillPlaceholders, smsLength, unknownPlaceholders } from '../../core/sms.js';

describe('SMS length', () => {
  it('fits 160 GSM-7 characters in one part and splits longer texts into parts of 153', () => {
    expect(smsLength('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', segments: 1, remaining: 0 });
    expect(smsLength('a'.repeat(161))).toMatchObject({ segments: 2, units: 161 });
    expect(smsLength('a'.repeat(306))).toMatchObject({ segments: 2, remaining: 0 });
    expect(smsLength('a'.repeat(307))).toMatchObject({ segments: 3 });
    expect(smsLength('')).toMatchObject({ segments: 0 });
  });

  it('counts GSM extension characters (€ [ ] { } ~ ^ | \\) as two and never splits one across parts', () => {
    expect(smsLength('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', characters: 80, units: 160, segments: 1 });
    expect(smsLength(`${'a'.repeat(152)}€${'a'.repeat(10)}`)).toMatchObject({ units: 164, segments: 2 });
    // 306 septets would be two parts, but the pair cannot start at septet 153: it moves to part two.
    expect(smsLength(`${'a'.repeat(152)}€${'a'.repeat(151)}`)).toMatchObject({ units: 305, segments: 2, remaining: 0 });
    expect(smsLength(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toMatchObject({ units: 306, segments: 3 });
  });

  it('switches the whole text to UCS-2 for one character outside the GSM alphabet: 70, then 67 per part', () => {
    expect(smsLength(`ê${'a'.repeat(69)}`)).toMatchObject({ encoding: 'UCS-2', segments: 1, nonGsm: ['ê'] });
    expect(smsLength(`ê${'a'.repeat(70)}`)).toMatchObject({ encoding: 'UCS-2', segments: 2 });
    expect(smsLength(`ł${'a'.repeat(133)}`)).toMatchObject({ segments: 2, remaining: 0 });
    expect(smsLength(`ł${'a'.repeat(134)}`)).toMatchObject({ segments: 3 });
    // An emoji is two UTF-16 units, counted as one character and never split.
    expect(smsLength('👍'.repeat(35))).toMatchObject({ characters: 35, units: 70, segments: 1 });
    expect(smsLength(`${'a'.repeat(66)}👍`)).toMatchObject({ units: 68, segments: 1 });
    expect(smsLength(`${'a'.repeat(66)}👍${'a'.repeat(3)}`)).toMatchObject({ units: 71, segments: 2 });
  });

  it('knows the German, Italian and French letters of the GSM alphabet', () => {
    expect(smsLength('Grüße aus Sölden, Zürich und Tignes: à è é ù ì ò Ä Ö Ü ß').encoding).toBe('GSM-7');
    expect(smsLength('même').encoding).toBe('UCS-2');
  });

  it('finds unknown placeholders and fills the known ones with sample values', () => {
    expect(unknownPlaceholders('{resort} {kunde} {resort} {} {date}')).toEqual(['kunde', '']);
    expect(fillPlaceholders('Hi {contact}, {installation} {unknown}')).toBe('Hi Markus Huber, Ischgl Start/Ziel {unknown}');
  });
});

describe('semantic versions', () => {
  it('orders by semver.org precedence, build metadata ignored', () => {
    const versions = [
      '1.0.0',
      '1.0.0-rc.1',
      '1.0.0-beta.11',
      '1.0.0-beta.2',
      '1.0.0-beta',
      '1.0.0-alpha.beta',
      '1.0.0-alpha.1',
      '1.0.0-alpha',
      '10.0.0',
      '2.0.0',
      '1.10.0',
      '1.9.9+build.5',
    ];
    expect([...versions].sort(compareSemver)).toEqual([
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
      '1.9.9+build.5',
      '1.10.0',
      '2.0.0',
      '10.0.0',
    ]);
    expect(semverSortKey('1.0.0+a')).toBe(semverSortKey('1.0.0+b'));
    expect(semverSortKey('1.0')).toBeNull();
    expect(semverSortKey('01.0.0')).toBeNull();
  });
});

describe('command payload templates', () => {
  const parameters = [
    { name: 'lane', type: 'integer' as const },
    { name: 'camera', type: 'string' as const },
  ];
  it('fills parameters as JSON values, escaping text', () => {
    expect(JSON.parse(fillTemplate('{"lane":{{lane}},"camera":"{{ camera }}"}', parameters, { lane: 3, camera: 'Cam "2"\n' }))).toEqual({ lane: 3, camera: 'Cam "2"\n' });
  });
  it('reports undeclared parameters and JSON that does not parse once filled', () => {
    expect(checkTemplate('{"x":{{x}}}', parameters)).toEqual({ undeclared: ['x'], validJson: false });
    expect(checkTemplate('{"lane":{{lane}}', parameters)).toEqual({ undeclared: [], validJson: false });
    expect(checkTemplate('{"lane":{{lane}}}', parameters)).toEqual({ undeclared: [], validJson: true });
  });
});

describe('the licence report', () => {
  const today = '2026-11-22';
  const licence = (over: Record<string, unknown>) => ({
    id: 'l1',
    name: 'Tracker Pro',
    type: 'subscription',
    customerId: 'c1',
    seats: 2,
    validFrom: '2026-01-01',
    validUntil: '2027-06-30',
    ...over,
  });
  const component = (over: Record<string, unknown>) => ({
    id: 'x',
    name: 'Tracker',
    typeId: 'tracker-core',
    requiresLicence: true,
    licenceName: 'Tracker Pro',
    installationId: 'i1',
    installationName: 'Lane 1',
    customerId: 'c1',
    ...over,
  });

  it('puts expiry into the 30, 60 and 90 day buckets, boundaries included', () => {
    expect(expiryOf('2026-12-22', today)).toEqual({ days: 30, bucket: 30 });
    expect(expiryOf('2026-12-23', today)).toEqual({ days: 31, bucket: 60 });
    expect(expiryOf('2027-02-20', today)).toEqual({ days: 90, bucket: 90 });
    expect(expiryOf('2027-02-21', today)).toEqual({ days: 91, bucket: null });
    expect(expiryOf('2026-11-21', today)).toEqual({ days: -1, bucket: 'expired' });
    expect(expiryOf(null, today)).toEqual({ days: null, bucket: null });
  });

  it('counts components by licence name (any case) within the customer, and lists the unlicensed with a reason', () => {
    const report = licenceReport(
      [licence({}), licence({ id: 'l2', name: 'Video Suite', validUntil: '2026-10-01' })],
      [
        component({ id: 'a' }),
        component({ id: 'b', licenceName: 'tracker pro ' }),
        component({ id: 'c' }),
        component({ id: 'd', customerId: 'c2', installationName: 'Other' }),
        component({ id: 'e', licenceName: null }),
        component({ id: 'f', licenceName: 'Video Suite' }),
        component({ id: 'g', licenceName: 'Unknown' }),
        component({ id: 'h', licenceName: null, requiresLicence: false }),
      ],
      new Map([
        ['c1', 'Silvretta'],
        ['c2', 'Matterhorn'],
      ]),
      today,
    );
    const c1 = report.find((c) => c.customerId === 'c1')!;
    expect(c1.licences.find((l) => l.id === 'l1')).toMatchObject({ used: 3, available: -1, overused: true });
    expect(c1.licences.find((l) => l.id === 'l2')).toMatchObject({ used: 0, expiry: 'expired' });
    expect(c1.unlicensed.map((u) => [u.id, u.reason])).toEqual([
      ['e', 'missing'],
      ['f', 'expired'],
      ['g', 'unknown'],
    ]);
    expect(report.find((c) => c.customerId === 'c2')!.unlicensed.map((u) => u.reason)).toEqual(['unknown']);
  });

  it('writes CSV that spreadsheets read safely: quoted separators, no formulas', () => {
    const csv = licenceReportCsv([
      {
        customerId: 'c',
        customerName: '=HYPERLINK("x"), AG',
        licences: [{ ...licence({}), used: 1, available: 1, overused: false, expiresInDays: 220, expiry: null }],
        unlicensed: [],
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x""), AG",Tracker Pro,subscription,2,1,1,2026-01-01,2027-06-30,220,,,`);
  });
});

describe('the notBefore rule (validity periods)', () => {
  it('refuses an end before the start and accepts the same day or an open end', async () => {
    const { notBefore, formatIssue } = await import('../../core/resource-kit/index.js');
    const rule = notBefore('validFrom', 'validUntil');
    expect(formatIssue(rule({ validFrom: '2026-12-01', validUntil: '2026-11-30' })!.validUntil!, 'en')).toBe('Must not be before the start');
    expect(rule({ validFrom: '2026-12-01', validUntil: '2026-12-01' })).toBeUndefined();
    expect(rule({ validFrom: '2026-12-01', validUntil: null })).toBeUndefined();
  });
});
