import { describe, expect, it } from 'vitest';
import { chooseRoute, insideWindow, runChain, type ChainStep, type RouteRule } from '../../core/escalation.js';
import { codeInReply, codeOfToken, newCode, tokenOf } from '../../server/modules/escalations/links.js';
import { smsText } from '../../server/modules/escalations/messages.js';

const route = (id: string, rule: Partial<RouteRule> = {}): RouteRule => ({
  id,
  chainId: `chain-${id}`,
  isDefault: false,
  severities: [],
  sources: [],
  installationTypes: [],
  customerId: null,
  ...rule,
});
const problem = { severity: '5', source: 'zabbix', installationType: 'video', customerId: 'c1' };
const step = (action: ChainStep['action'], more: Partial<ChainStep> = {}): ChainStep => ({ action, waitMinutes: null, repeatFrom: null, repeatTimes: null, ...more });

describe('escalation routes', () => {
  it('takes the first route whose every condition holds, an empty condition holding for all', () => {
    const routes = [
      route('warnings', { severities: ['2'] }),
      route('other-customer', { customerId: 'c2' }),
      route('video', { installationTypes: ['video'], sources: ['zabbix'] }),
      route('all'),
    ];
    expect(chooseRoute(routes, problem)?.id).toBe('video');
    expect(chooseRoute(routes, { ...problem, installationType: null })?.id).toBe('all');
  });

  it('falls back to the default route, whatever its conditions and place, and to none without one', () => {
    const routes = [route('fallback', { isDefault: true, severities: ['0'] }), route('warnings', { severities: ['2'] })];
    expect(chooseRoute(routes, problem)?.id).toBe('fallback');
    expect(chooseRoute([route('warnings', { severities: ['2'] })], problem)).toBeUndefined();
  });
});

describe('a step’s time window', () => {
  it('reads the window on the zone’s wall clock, across midnight, in summer and winter time', () => {
    const night = { from: '22:00', until: '07:00' };
    // 21:30 UTC is 22:30 in Vienna in winter (CET), 23:30 in summer (CEST).
    expect(insideWindow(night, 'Europe/Vienna', new Date('2026-12-01T21:30:00Z'))).toBe(true);
    expect(insideWindow(night, 'Europe/Vienna', new Date('2026-12-01T20:30:00Z'))).toBe(false);
    expect(insideWindow(night, 'Europe/Vienna', new Date('2026-07-01T20:30:00Z'))).toBe(true);
    expect(insideWindow(night, 'Europe/Vienna', new Date('2026-12-02T05:59:00Z'))).toBe(true);
    expect(insideWindow(night, 'Europe/Vienna', new Date('2026-12-02T06:00:00Z'))).toBe(false);
    expect(insideWindow({ from: '08:00', until: '17:00' }, 'America/Denver', new Date('2026-12-01T16:00:00Z'))).toBe(true);
    expect(insideWindow({ from: null, until: null }, 'UTC', new Date())).toBe(true);
  });
});

describe('running a chain', () => {
  const chain = [
    step('notifyOnDuty'),
    step('wait', { waitMinutes: 15 }),
    step('notifyPeople'),
    step('wait', { waitMinutes: 10 }),
    step('repeat', { repeatFrom: 1, repeatTimes: 2 }),
  ];

  it('runs until a wait and says how long; the next run goes on after it', () => {
    const first = runChain(chain, { step: 0, round: 0, repeats: {} });
    expect(first.moves).toEqual([
      { kind: 'notify', index: 0 },
      { kind: 'wait', index: 1, minutes: 15 },
    ]);
    expect(first).toMatchObject({ waitMinutes: 15, ended: false, cursor: { step: 2, round: 0 } });
    const second = runChain(chain, first.cursor);
    expect(second.moves.map((m) => m.kind)).toEqual(['notify', 'wait']);
    expect(second.cursor.step).toBe(4);
  });

  it('repeats from the named step as often as allowed, each time in a new round, then ends', () => {
    let cursor = { step: 4, round: 0, repeats: {} as Record<string, number> };
    const rounds: number[] = [];
    for (let n = 0; n < 2; n++) {
      const run = runChain(chain, cursor);
      expect(run.moves.slice(0, 2)).toEqual([
        { kind: 'repeat', index: 4, to: 0 },
        { kind: 'notify', index: 0 },
      ]);
      rounds.push(run.cursor.round);
      cursor = runChain(chain, run.cursor).cursor;
    }
    expect(rounds).toEqual([1, 2]);
    const last = runChain(chain, cursor);
    expect(last.moves).toEqual([{ kind: 'skip', index: 4, reason: 'repeatsUsed' }]);
    expect(last.ended).toBe(true);
  });

  it('ends at a stop step and cannot spin on a repeat without a wait', () => {
    expect(runChain([step('notifyRole'), step('stop'), step('notifyPeople')], { step: 0, round: 0, repeats: {} })).toMatchObject({
      ended: true,
      moves: [{ kind: 'notify', index: 0 }],
    });
    const spinning = runChain([step('notifyRole'), step('repeat', { repeatFrom: 1, repeatTimes: 10 })], { step: 0, round: 0, repeats: {} });
    expect(spinning.ended).toBe(true);
    expect(spinning.moves.filter((m) => m.kind === 'notify')).toHaveLength(11);
  });
});

describe('acknowledging from the phone', () => {
  it('signs a link so that a changed code or signature opens nothing', () => {
    const key = Buffer.alloc(32, 7);
    const code = newCode();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    const token = tokenOf(key, code);
    expect(codeOfToken(key, token)).toBe(code);
    expect(codeOfToken(Buffer.alloc(32, 8), token)).toBeUndefined();
    expect(codeOfToken(key, `${code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'}${token.slice(6)}`)).toBeUndefined();
    expect(codeOfToken(key, `${token}x`)).toBeUndefined();
    expect(codeOfToken(key, code)).toBeUndefined();
  });

  it('reads the code of an SMS reply however it is typed, and nothing else', () => {
    expect(codeInReply('ACK K7P2QX')).toBe('K7P2QX');
    expect(codeInReply('  ack k7p2qx, on my way')).toBe('K7P2QX');
    expect(codeInReply('K7P2QX')).toBeUndefined();
    expect(codeInReply('ACK K7P2')).toBeUndefined();
    expect(codeInReply('back K7P2QX')).toBeUndefined();
  });

  it('keeps an SMS to two segments, shortening the problem’s name, never the link or the code', () => {
    const text = smsText({
      problemName: 'x'.repeat(500),
      severity: '5',
      installationName: 'Ischgl finish',
      chainName: 'c',
      step: 1,
      link: `https://console.example/a/K7P2QX.${'s'.repeat(12)}`,
      code: 'K7P2QX',
    });
    expect(text.length).toBeLessThanOrEqual(300);
    expect(text).toMatch(/^DISASTER: x+… @ Ischgl finish\. Ack: https:\/\/console\.example\/a\/K7P2QX\.s{12} or reply ACK K7P2QX$/);
  });
});
