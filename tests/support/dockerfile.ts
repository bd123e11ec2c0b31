import fs from 'node:fs';
import path from 'node:path';

export interface Instruction {
  keyword: string;
  args: string;
}

/** A Dockerfile's stages, each a list of instructions (continuation lines joined, comments dropped). */
export function dockerfileStages(text: string): Array<{ from: string; name?: string; instructions: Instruction[] }> {
  const joined = text.replace(/\\\n/g, ' ');
  const stages: Array<{ from: string; name?: string; instructions: Instruction[] }> = [];
  for (const line of joined.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const [, keyword, args] = /^(\w+)\s+(.*)$/.exec(trimmed) ?? [];
    if (!keyword) continue;
    if (keyword.toUpperCase() === 'FROM') {
      const [, from, name] = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(args!) ?? [];
      stages.push({ from: from!, name, instructions: [] });
    } else stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args: args! });
  }
  return stages;
}

/** The JSON (exec) form of CMD or HEALTHCHECK … CMD. */
export function execForm(args: string): string[] {
  const json = args.slice(args.indexOf('['));
  return JSON.parse(json) as string[];
}

export interface RuntimeStage {
  env: Record<string, string>;
  cmd: string[];
  healthcheck?: string[];
  /** RUN commands executed, and those left to the machine (system packages). */
  ran: string[];
  skipped: string[];
}

/**
 * Carries out the final stage of a Dockerfile outside a container, into `appDir`: COPY from the
 * build context or from the build stage (whose /app is `buildDir`, a tree already built the way the
 * build stage builds it), RUN in `appDir` — except `apt-get`, whose system packages the machine has
 * (.ci/run installs them) — ENV collected; CMD and HEALTHCHECK answered for the caller to run.
 */
export async function runRuntimeStage(
  dockerfile: string,
  contextDir: string,
  buildDir: string,
  appDir: string,
  run: (command: string, cwd: string) => Promise<void>,
): Promise<RuntimeStage> {
  const stage = dockerfileStages(fs.readFileSync(dockerfile, 'utf8')).at(-1)!;
  const result: RuntimeStage = { env: {}, cmd: [], ran: [], skipped: [] };
  fs.mkdirSync(appDir, { recursive: true });
  for (const { keyword, args } of stage.instructions) {
    if (keyword === 'ENV') {
      for (const [, key, value] of args.matchAll(/(\w+)=("[^"]*"|\S+)/g)) result.env[key!] = value!.replace(/^"|"$/g, '');
    } else if (keyword === 'COPY') {
      const parts = args.split(/\s+/);
      const fromBuild = parts[0]!.startsWith('--from=');
      const paths = parts.filter((p) => !p.startsWith('--'));
      const target = path.join(appDir, paths.pop()!);
      for (const source of paths) {
        const origin = fromBuild ? path.join(buildDir, path.relative('/app', source)) : contextDir;
        // `package.json package-lock.json ./` copies the files; `/app/dist ./dist` copies a folder to its name.
        if (fromBuild) fs.cpSync(origin, target, { recursive: true });
        else fs.cpSync(path.join(origin, source), path.join(target, path.basename(source)), { recursive: true });
      }
    } else if (keyword === 'RUN') {
      if (/^apt-get\b/.test(args)) result.skipped.push(args);
      else {
        await run(args, appDir);
        result.ran.push(args);
      }
    } else if (keyword === 'CMD') result.cmd = execForm(args);
    else if (keyword === 'HEALTHCHECK') result.healthcheck = execForm(args.slice(args.indexOf('CMD')));
  }
  return result;
}
