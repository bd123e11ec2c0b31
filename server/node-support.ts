import os from 'node:os';

/** The Node.js lines production runs on (package.json `engines`): the current LTS lines. */
export const SUPPORTED_NODE = [
  { major: 22, minor: 12 },
  { major: 24, minor: 0 },
] as const;

/** Whether `version` (`v22.14.0`) is one the server supports; else what to run instead. */
export function nodeSupport(version: string): { supported: boolean; message: string } {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  const newest = SUPPORTED_NODE[SUPPORTED_NODE.length - 1]!;
  const supported = SUPPORTED_NODE.some((line) => major === line.major && minor >= line.minor) || major > newest.major;
  const lines = SUPPORTED_NODE.map((l) => `${l.major}.${l.minor}+`).join(' or ');
  return { supported, message: supported ? `Node.js ${version}` : `Node.js ${version} is not a supported LTS release; run Node.js ${lines}` };
}

/**
 * A line as the server's logger writes them (pino's JSON: numeric level, epoch milliseconds), for
 * what happens before the logger exists or after it is gone: a refused start, a fatal error.
 */
export function logLine(level: 'info' | 'warn' | 'fatal', msg: string, extra: Record<string, unknown> = {}): string {
  const numeric = { info: 30, warn: 40, fatal: 60 }[level];
  const replica = process.env.REPLICA_ID || os.hostname().slice(0, 64);
  return `${JSON.stringify({ level: numeric, time: Date.now(), replica, pid: process.pid, ...extra, msg })}\n`;
}
