/**
 * The rules of on-call escalation that need no database: which route takes a problem, whether a
 * step's time window is open, and what running the chain from a step does until it must wait.
 * The escalation module (server/modules/escalations/) applies them inside its transactions.
 */
import { floatingOf } from './zoned-time.js';

export interface ProblemFacts {
  severity: string;
  source: string;
  installationType: string | null;
  customerId: string | null;
}

export interface RouteRule {
  id: string;
  chainId: string;
  isDefault: boolean;
  severities: string[];
  sources: string[];
  installationTypes: string[];
  customerId: string | null;
}

const holds = (wanted: string[], value: string | null) => wanted.length === 0 || (value !== null && wanted.includes(value));

/**
 * The route that takes a problem: the first (routes come in their order) whose every condition
 * holds, an empty condition holding for all; else the first default route; else none.
 */
export function chooseRoute<R extends RouteRule>(routes: readonly R[], problem: ProblemFacts): R | undefined {
  const matches = (r: R) =>
    holds(r.severities, problem.severity) &&
    holds(r.sources, problem.source) &&
    holds(r.installationTypes, problem.installationType) &&
    (r.customerId === null || r.customerId === problem.customerId);
  return routes.find((r) => !r.isDefault && matches(r)) ?? routes.find((r) => r.isDefault);
}

/** Minutes since midnight of "HH:MM" or "HH:MM:SS". */
const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * Whether an instant lies in a daily window read on a zone's wall clock; `until` before `from` runs
 * over midnight (22:00–07:00). No window: always.
 */
export function insideWindow(window: { from: string | null; until: string | null }, timeZone: string, at: Date): boolean {
  if (!window.from || !window.until) return true;
  const wall = floatingOf(at, timeZone);
  const now = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  const from = minutesOf(window.from);
  const until = minutesOf(window.until);
  if (from === until) return true;
  return from < until ? now >= from && now < until : now >= from || now < until;
}

export type StepAction = 'notifyOnDuty' | 'notifyPeople' | 'notifyRole' | 'wait' | 'repeat' | 'stop';

export interface ChainStep {
  action: StepAction;
  waitMinutes: number | null;
  /** 1-based, as the chain's screen numbers its steps. */
  repeatFrom: number | null;
  repeatTimes: number | null;
}

export interface Cursor {
  /** The index of the next step to run. */
  step: number;
  /** How often the chain went back (part of every message's key: a repeated step sends anew). */
  round: number;
  /** Per repeat step (by index), how often it sent the chain back. */
  repeats: Record<string, number>;
}

export type Move =
  | { kind: 'notify'; index: number }
  | { kind: 'wait'; index: number; minutes: number }
  | { kind: 'repeat'; index: number; to: number }
  | { kind: 'skip'; index: number; reason: 'repeatsUsed' };

/**
 * Runs the chain from the cursor until it must wait or ends: the moves made (each notify step is
 * for the caller to carry out), where the cursor then stands, and whether the chain is through.
 * A repeat that would loop with no wait in between runs each step at most once more per round,
 * so a badly made chain cannot spin.
 */
export function runChain(steps: readonly ChainStep[], from: Cursor): { moves: Move[]; cursor: Cursor; waitMinutes: number | null; ended: boolean } {
  const cursor: Cursor = { step: from.step, round: from.round, repeats: { ...from.repeats } };
  const moves: Move[] = [];
  const budget = steps.length * 12;
  while (moves.length < budget) {
    const index = cursor.step;
    const step = steps[index];
    if (!step || step.action === 'stop') return { moves, cursor, waitMinutes: null, ended: true };
    cursor.step = index + 1;
    if (step.action === 'wait') {
      const minutes = Math.max(1, step.waitMinutes ?? 1);
      moves.push({ kind: 'wait', index, minutes });
      return { moves, cursor, waitMinutes: minutes, ended: false };
    }
    if (step.action === 'repeat') {
      const done = cursor.repeats[index] ?? 0;
      if (done >= Math.max(1, step.repeatTimes ?? 1)) {
        moves.push({ kind: 'skip', index, reason: 'repeatsUsed' });
        continue;
      }
      const to = Math.min(Math.max(1, step.repeatFrom ?? 1), steps.length) - 1;
      cursor.repeats[index] = done + 1;
      cursor.round += 1;
      cursor.step = to;
      moves.push({ kind: 'repeat', index, to });
      continue;
    }
    moves.push({ kind: 'notify', index });
  }
  return { moves, cursor, waitMinutes: null, ended: true };
}
