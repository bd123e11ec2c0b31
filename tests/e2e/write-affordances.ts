import type { Page } from 'playwright-core';
import { can, type Capability, type Principal } from '../../core/access';
import { RESOURCE_BY_NAME } from '../../resources';

/** A control on the page that would change something: a create or edit link, or a button. */
export interface Affordance {
  kind: 'create' | 'edit' | 'button';
  /** The link's path, or the button's accessible name. */
  what: string;
}

/** The page's write controls in its main content, as a user (or a screen reader) finds them. */
export function writeAffordances(page: Page): Promise<Affordance[]> {
  return page.evaluate(() => {
    const main = document.querySelector('#main-content') ?? document.body;
    const out: Array<{ kind: 'create' | 'edit' | 'button'; what: string }> = [];
    for (const a of main.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const path = new URL(a.href).pathname;
      if (path.endsWith('/create')) out.push({ kind: 'create', what: path });
      else if (a.getAttribute('aria-label') === 'Edit') out.push({ kind: 'edit', what: path });
    }
    for (const b of main.querySelectorAll<HTMLElement>('button, [role="button"], [role="switch"], input[type="checkbox"][role="switch"]')) {
      if ((b as HTMLButtonElement).disabled || b.closest('[aria-hidden="true"]')) continue;
      const name = (b.getAttribute('aria-label') ?? b.textContent ?? '').trim();
      if (name) out.push({ kind: 'button', what: name });
    }
    return out;
  });
}

/**
 * Buttons whose name says they change something (English, the walk's language). "New …" makes
 * a record, except the holiday a calendar shows as an entry ("New Year's Day (AT)": December's
 * month view ends with January's first days).
 */
const WRITE_BUTTON =
  /^(?:(?:create|edit|delete|save|acknowledge|unacknowledge|close (?:the )?problem|silence|write (?:a )?note|add my ip|send|run|pause|resume|stop|reveal|assign|remove|upload|import|rotate|maintenance|switch|mark as read)(?![a-z])|new (?!year's day))/i;

/** The resources whose records the principal may create, edit or delete. */
const writableResources = (me: Principal) =>
  new Set(
    [...RESOURCE_BY_NAME.values()]
      .filter((def) => [def.access.create, def.access.update, def.access.delete].some((c) => c !== null && can(me, c as Capability)))
      .map((def) => def.name),
  );

/**
 * What the policy does not allow among the page's write controls: create and edit links of a
 * resource whose create or update capability the principal lacks, and any button named for a
 * change on a page where the role may change nothing.
 */
export function forbiddenAffordances(me: Principal, pagePath: string, affordances: Affordance[]): string[] {
  const writable = writableResources(me);
  // Acknowledging and notes are offered on many pages; other changes only where their records are.
  const mayChangeHere = writable.has(pagePath.split('/')[1] ?? '') || (['problems.acknowledge', 'notes.write', 'support.write'] as Capability[]).some((c) => can(me, c));
  const out: string[] = [];
  for (const { kind, what } of affordances) {
    if (kind === 'button') {
      if (WRITE_BUTTON.test(what) && !mayChangeHere) out.push(`button "${what}"`);
      continue;
    }
    const segments = what.split('/').filter(Boolean);
    const resource = kind === 'create' ? segments.at(-2) : segments[0];
    const def = resource ? RESOURCE_BY_NAME.get(resource) : undefined;
    const capability = def ? (kind === 'create' ? def.access.create : def.access.update) : null;
    if (!def) {
      if (!mayChangeHere) out.push(`${kind} link ${what}`);
    } else if (capability === null || !can(me, capability as Capability)) out.push(`${kind} link ${what}`);
  }
  return out;
}
