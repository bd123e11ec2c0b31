/**
 * A command's payload template: JSON with `{{parameter}}` placeholders. String parameters sit
 * inside quotes in the template ("lane": "{{lane}}") and are JSON-escaped when filled in; numbers
 * and booleans stand bare ("delay": {{delaySeconds}}).
 */
export type ParameterType = 'string' | 'integer' | 'number' | 'boolean';

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
  return String(value);
}

const SAMPLE: Record<ParameterType, unknown> = { string: 'sample', integer: 1, number: 1.5, boolean: true };

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
