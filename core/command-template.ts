/**
 * A command's payload template: JSON with `{{parameter}}` placeholders. String parameters sit
 * inside quotes in the template ("lane": "{{lane}}") and are JSON-escaped when filled in; numbers
 * and booleans stand bare ("delay": {{delaySeconds}}); so do JSON values, which only the console's own
 * built-in commands carry (a configuration the server assembles, never typed by a user).
 */
export type ParameterType = 'string' | 'integer' | 'number' | 'boolean' | 'json';

export interface CommandParameter {
  name: string;
  type: ParameterType;
  required?: boolean | null;
  defaultValue?: string | null;
}

const PLACEHOLDER = /\{\{\s*([a-zA-Z][a-zA-Z0-9_]*)\s*\}\}/g;

export function templateParameters(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

function encode(type: ParameterType, value: unknown): string {
  if (type === 'string') return JSON.stringify(String(value ?? '')).slice(1, -1);
  if (type === 'json') return JSON.stringify(typeof value === 'string' ? JSON.parse(value) : value);
  return String(value);
}

const SAMPLE: Record<ParameterType, unknown> = { string: 'sample', integer: 1, number: 1.5, boolean: true, json: {} };

/** Fills the template; unknown placeholders are left as written (they make the JSON invalid). */
export function fillTemplate(template: string, parameters: CommandParameter[], values: Record<string, unknown>): string {
  const byName = new Map(parameters.map((p) => [p.name, p]));
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const parameter = byName.get(name);
    return parameter ? encode(parameter.type, values[name] ?? parameter.defaultValue ?? SAMPLE[parameter.type]) : whole;
  });
}

/** What is wrong with a template: undeclared parameters, or JSON that does not parse once filled. */
export function checkTemplate(template: string, parameters: CommandParameter[]): { undeclared: string[]; validJson: boolean } {
  const declared = new Set(parameters.map((p) => p.name));
  const undeclared = templateParameters(template).filter((p) => !declared.has(p));
  let validJson = true;
  try {
    JSON.parse(fillTemplate(template, parameters, {}));
  } catch {
    validJson = false;
  }
  return { undeclared, validJson };
}

export type ParameterProblem = 'required' | 'integer' | 'number' | 'boolean' | 'json' | 'unknown';

/**
 * Checks the values given when a command runs against its parameters and returns them typed:
 * a missing required value or a value of the wrong type is a problem named per parameter.
 */
export function checkParameterValues(
  parameters: CommandParameter[],
  values: Record<string, unknown>,
): { values: Record<string, unknown>; problems: Record<string, ParameterProblem> } {
  const problems: Record<string, ParameterProblem> = {};
  const typed: Record<string, unknown> = {};
  const declared = new Set(parameters.map((p) => p.name));
  for (const name of Object.keys(values)) if (!declared.has(name)) problems[name] = 'unknown';
  for (const p of parameters) {
    const raw = values[p.name] ?? (p.defaultValue === null || p.defaultValue === undefined || p.defaultValue === '' ? undefined : p.defaultValue);
    if (raw === undefined || raw === null || raw === '') {
      if (p.required) problems[p.name] = 'required';
      continue;
    }
    if (p.type === 'string') typed[p.name] = String(raw);
    else if (p.type === 'json') {
      if (typeof raw === 'object') typed[p.name] = raw;
      else problems[p.name] = 'json';
    } else if (p.type === 'boolean') {
      if (raw === true || raw === 'true') typed[p.name] = true;
      else if (raw === false || raw === 'false') typed[p.name] = false;
      else problems[p.name] = 'boolean';
    } else {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
      if (!Number.isFinite(n) || (p.type === 'integer' && !Number.isInteger(n))) problems[p.name] = p.type;
      else typed[p.name] = n;
    }
  }
  return { values: typed, problems };
}
