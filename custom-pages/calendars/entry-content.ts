import type { CalendarEntry } from '@core/calendars';
import { viewerTimeZone } from '@src/i18n/date-format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

function line(text: string, strong = false): HTMLElement {
  const el = document.createElement(strong ? 'strong' : 'span');
  el.textContent = text;
  el.style.display = 'block';
  el.style.overflow = 'hidden';
  el.style.textOverflow = 'ellipsis';
  return el;
}

/**
 * An entry's face in the calendar, built as DOM nodes with text only (no HTML from records): its
 * title, where it is, who covers it or that someone is on duty twice, and, for a timed entry in a
 * place whose zone differs from the viewer's, its start in that place's time.
 */
export function EntryContent(entry: CalendarEntry, start: Date, { translate, formatting }: { translate: Translate; formatting: string }): HTMLElement {
  const root = document.createElement('div');
  root.style.overflow = 'hidden';
  root.append(line(entry.title, true));
  const where = entry.installationName ?? entry.details.rotation;
  if (where) root.append(line(where));
  if (entry.coveredBy && entry.kind === 'shift') root.append(line(translate('gondola.calendars.coveredBy', { person: entry.coveredBy })));
  if (entry.details.replaces) root.append(line(`${translate('gondola.calendars.details.replaces')}: ${entry.details.replaces}`));
  if (entry.conflict) root.append(line(`⚠ ${translate('gondola.calendars.doubleDuty')}`, true));
  if (!entry.allDay && entry.timeZone && entry.timeZone !== viewerTimeZone()) {
    const time = start.toLocaleTimeString(formatting, { hour: '2-digit', minute: '2-digit', timeZone: entry.timeZone });
    root.append(line(translate('gondola.calendars.localTime', { time, zone: entry.timeZone })));
  }
  return root;
}

/** Where a click inside a busy day's digest landed: one of its entries (by index) or its count. */
export const DIGEST_INDEX = 'data-digest-index';

/**
 * A busy day's digest: each entry it shows as a button of its own, in its kind's colours, and a
 * last button counting the others. The click reaches the calendar's handler, which reads
 * `DIGEST_INDEX` from the button; Enter and Space stay with the button (the entry around it
 * would take them as a second click).
 */
export function DigestContent(entry: CalendarEntry & { digest?: CalendarEntry[] }, colours: (kind: string) => { background: string; text: string }): HTMLElement {
  const root = document.createElement('div');
  // A phone's day cell is narrower than a word: the digest stays in its cell, words break.
  Object.assign(root.style, { overflow: 'hidden', minWidth: '0', width: '100%' });
  const button = (index: string, background: string, text: string) => {
    const el = document.createElement('button');
    el.type = 'button';
    el.setAttribute(DIGEST_INDEX, index);
    Object.assign(el.style, {
      display: 'block',
      width: '100%',
      textAlign: 'start',
      font: 'inherit',
      border: 'none',
      borderRadius: '3px',
      padding: '1px 4px',
      marginBottom: '2px',
      cursor: 'pointer',
      overflow: 'hidden',
      overflowWrap: 'anywhere',
      background,
      color: text,
    });
    el.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
    });
    root.append(el);
    return el;
  };
  (entry.digest ?? []).forEach((shown, index) => {
    const { background, text } = colours(shown.kind);
    const el = button(String(index), background, text);
    el.append(line(shown.title, true));
    const where = shown.installationName ?? shown.details.rotation;
    if (where) el.append(line(where));
  });
  button('more', 'transparent', 'inherit').append(line(entry.title, true));
  return root;
}

/**
 * Entries are reached with Tab and opened with Enter or Space, like the buttons they act as (named
 * by their text). A digest is no button itself: the buttons are inside it.
 */
export function focusableEntry(el: HTMLElement, entry: CalendarEntry) {
  if (entry.kind === 'more') {
    el.removeAttribute('role');
    el.removeAttribute('tabindex');
    return;
  }
  if (!entry.record && !entry.details.rotationId) return;
  el.tabIndex = 0;
  el.setAttribute('role', 'button');
  el.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      el.click();
    }
  });
}
