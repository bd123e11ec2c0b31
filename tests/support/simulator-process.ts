import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface SimulatedDevices {
  process: ChildProcess;
  output(): string;
  /** Every command request a device received (`--log`), in order. */
  requests(): Array<{ at: string; deviceId: string; requestId: string; repeated: boolean }>;
  stop(): Promise<void>;
}

/**
 * `scripts/simulate.ts` in a process of its own, playing the devices listed in `devicesFile` (as
 * created through the API) against a broker, as devices in the field would; resolves once every
 * device has connected.
 */
export async function startSimulatedDevices(options: {
  devicesFile: string;
  count: number;
  url: string;
  topicRoot?: string;
  logFile?: string;
  delayMs?: string;
  heartbeatMs?: number;
  startTimeoutMs?: number;
}): Promise<SimulatedDevices> {
  const args = ['--devices-file', options.devicesFile, '--url', options.url, '--fault-rate', '0', '--delay-ms', options.delayMs ?? '50-400'];
  args.push('--heartbeat', String(options.heartbeatMs ?? 60_000));
  if (options.topicRoot) args.push('--topic-root', options.topicRoot);
  if (options.logFile) args.push('--log', options.logFile);
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/simulate.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  while (!output.includes(`simulating ${options.count} devices`)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the simulator did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    process: child,
    output: () => output,
    stop,
    requests: () =>
      options.logFile && fs.existsSync(options.logFile)
        ? fs
            .readFileSync(options.logFile, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line))
        : [],
  };
}

/**
 * What the devices received against what the server recorded for a bulk command: each device got
 * at most one request, the one recorded for it, and every command that succeeded reached its device.
 * Answers the problems found (empty when all is well).
 */
export function deliveredAtMostOnce(commands: Array<{ id: string; deviceId: string; status: string }>, received: Array<{ deviceId: string; requestId: string }>): string[] {
  const problems: string[] = [];
  const perDevice = new Map<string, string[]>();
  for (const r of received) perDevice.set(r.deviceId, [...(perDevice.get(r.deviceId) ?? []), r.requestId]);
  for (const [deviceId, requests] of perDevice) if (requests.length > 1) problems.push(`${deviceId} received ${requests.length} requests: ${requests.join(', ')}`);
  const byId = new Map(commands.map((c) => [c.id, c]));
  for (const r of received)
    if (byId.get(r.requestId)?.deviceId !== r.deviceId) problems.push(`${r.deviceId} received ${r.requestId}, which the server recorded for another device`);
  for (const c of commands) if (c.status === 'succeeded' && perDevice.get(c.deviceId)?.[0] !== c.id) problems.push(`${c.id} succeeded but ${c.deviceId} never received it`);
  return problems;
}
