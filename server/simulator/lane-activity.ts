import { randomUUID } from 'node:crypto';

/** The runtime window a simulated tracker runs with: the applied start/finish configuration's, else a slope's usual one. */
export interface RunWindow {
  runtimeMinS: number;
  runtimeMaxS: number;
}

const DEFAULT_WINDOW: RunWindow = { runtimeMinS: 20, runtimeMaxS: 90 };

export function windowOf(configuration: Record<string, unknown> | undefined): RunWindow {
  const min = Number(configuration?.runtimeMinS);
  const max = Number(configuration?.runtimeMaxS);
  return Number.isFinite(min) && Number.isFinite(max) && min < max ? { runtimeMinS: min, runtimeMaxS: max } : DEFAULT_WINDOW;
}

/**
 * One run as a start/finish unit reports it: mostly inside the lane's window, now and then too
 * fast, too slow or without a finish (a racer who fell), as on a real slope.
 */
export function simulatedRun(deviceId: string, lane: number, window: RunWindow, random = Math.random) {
  const roll = random();
  const span = window.runtimeMaxS - window.runtimeMinS;
  const seconds =
    roll < 0.03
      ? null
      : roll < 0.06
        ? window.runtimeMinS * (0.5 + random() * 0.4)
        : roll < 0.09
          ? window.runtimeMaxS * (1.05 + random() * 0.3)
          : window.runtimeMinS + span * (0.15 + random() * 0.7);
  const runtimeMs = seconds === null ? null : Math.round(seconds * 1000);
  const startedAt = new Date(Date.now() - (runtimeMs ?? 60_000) - 2000).toISOString();
  return { type: 'run', id: randomUUID(), lane, startedAt, runtimeMs, startNumber: String(1 + Math.floor(random() * 180)), reporter: deviceId };
}

/** One recorded session as a recorder reports it: its events on the timeline, the order it belongs to. */
export function simulatedSession(deviceId: string, lane: number, window: RunWindow, random = Math.random) {
  const run = simulatedRun(deviceId, lane, window, random);
  const events = sessionEvents(Date.parse(run.startedAt), run.runtimeMs, `${deviceId}/`);
  return {
    type: 'session',
    sessionId: `S-${run.id.slice(0, 8)}`,
    lane,
    startNumber: run.startNumber,
    orderId: random() < 0.4 ? `O-${run.id.slice(9, 15)}` : undefined,
    uploadedAt: new Date().toISOString(),
    events,
  };
}

/** A session's events as a recorder reports them: the start gate, the intermediate cell, the finish (none without a finish). */
export function sessionEvents(startedAt: number, runtimeMs: number | null, reporterPrefix = '') {
  const at = (ms: number) => new Date(startedAt + ms).toISOString();
  const events = [{ at: at(0), key: 'start', index: 0, reporter: `${reporterPrefix}gate` }];
  if (runtimeMs !== null)
    events.push(
      { at: at(Math.round(runtimeMs * 0.45)), key: 'intermediate', index: 1, reporter: `${reporterPrefix}cell-2` },
      { at: at(runtimeMs), key: 'finish', index: 2, reporter: `${reporterPrefix}finish` },
    );
  return events;
}
