import type { CalendarEntry } from '@core/calendars';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

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
export function EntryContent(entry: CalendarEntry, start: Date, { translate, locale }: { translate: Translate; locale: string }): HTMLElement {
  const root = document.createElement('div');
  root.style.overflow = 'hidden';
  root.append(line(entry.title, true));
  const where = entry.installationName ?? entry.details.rotation;
  if (where) root.append(line(where));
  if (entry.coveredBy && entry.kind === 'shift') root.append(line(translate('gondola.calendars.coveredBy', { person: entry.coveredBy })));
  if (entry.details.replaces) root.append(line(`${translate('gondola.calendars.details.replaces')}: ${entry.details.replaces}`));
  if (entry.conflict) root.append(line(`⚠ ${translate('gondola.calendars.doubleDuty')}`, true));
  if (!entry.allDay && entry.timeZone && entry.timeZone !== viewerZone()) {
    const time = start.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', timeZone: entry.timeZone });
    root.append(line(translate('gondola.calendars.localTime', { time, zone: entry.timeZone })));
  }
  return root;
}

/** Entries are reached with Tab and opened with Enter or Space, like the buttons they act as (named by their text). */
export function focusableEntry(el: HTMLElement, entry: CalendarEntry) {
  if (!entry.record && !entry.details.rotationId && entry.kind !== 'more') return;
  el.tabIndex = 0;
  el.setAttribute('role', 'button');
  el.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      el.click();
    }
  });
}
