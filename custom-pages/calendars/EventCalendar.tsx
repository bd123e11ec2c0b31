import { type Calendar, createCalendar, DayGrid, destroyCalendar, Interaction, List, ResourceTimeline, TimeGrid } from '@event-calendar/core';
import '@event-calendar/core/index.css';
import { Box } from '@mui/material';
import { forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useRef } from 'react';

export type CalendarOptions = Calendar.Options;
export type CalendarApi = Calendar;

const PLUGINS = [DayGrid, TimeGrid, List, ResourceTimeline, Interaction];

/**
 * The library marks its views up as an ARIA table whose rows and cells do not nest as a table's
 * must (axe: aria-required-children, aria-required-parent), which misleads a screen reader more
 * than no table at all. Its table roles are taken off; days, times and entries (buttons) stay.
 */
const TABLE_ROLES = new Set(['table', 'grid', 'row', 'rowgroup', 'cell', 'gridcell', 'rowheader', 'columnheader']);
const TABLE_ATTRIBUTES = ['aria-colindex', 'aria-rowindex', 'aria-colcount', 'aria-rowcount', 'aria-colspan', 'aria-rowspan'];
function stripTableRoles(root: HTMLElement) {
  for (const el of root.querySelectorAll('[role]')) if (TABLE_ROLES.has(el.getAttribute('role')!)) el.removeAttribute('role');
  for (const el of root.querySelectorAll(TABLE_ATTRIBUTES.map((a) => `[${a}]`).join(','))) for (const a of TABLE_ATTRIBUTES) el.removeAttribute(a);
}

/**
 * `@event-calendar/core` (MIT, resource timeline included) in a React component: the calendar is
 * made once and its options are handed over as they change. Loaded only with the calendar pages.
 */
export const EventCalendar = forwardRef<CalendarApi | undefined, { options: CalendarOptions }>(function EventCalendar({ options }, ref) {
  const target = useRef<HTMLDivElement>(null);
  const calendar = useRef<CalendarApi | undefined>(undefined);
  const applied = useRef<CalendarOptions>({});
  // Made once, before the handle is handed out (both run in the layout phase, in this order).
  // biome-ignore lint/correctness/useExhaustiveDependencies: later options go through setOption in the next effect
  useLayoutEffect(() => {
    const made = createCalendar(target.current!, PLUGINS, options);
    calendar.current = made;
    applied.current = options;
    const roles = new MutationObserver(() => stripTableRoles(target.current!));
    stripTableRoles(target.current!);
    roles.observe(target.current!, { subtree: true, childList: true, attributes: true, attributeFilter: ['role', ...TABLE_ATTRIBUTES] });
    return () => {
      roles.disconnect();
      calendar.current = undefined;
      void destroyCalendar(made);
    };
  }, []);
  useImperativeHandle(ref, () => calendar.current, []);

  useEffect(() => {
    const made = calendar.current;
    if (!made || applied.current === options) return;
    for (const key of Object.keys(options) as Array<keyof CalendarOptions>) {
      if (options[key] !== applied.current[key]) made.setOption(key, options[key]);
    }
    applied.current = options;
  }, [options]);

  return (
    <Box
      ref={target}
      sx={{
        // The theme's colours, dark mode included (the library sets its own, for a white page, on `.ec`).
        color: 'text.primary',
        '& .ec': {
          '--ec-text-color': (theme) => theme.palette.text.primary,
          '--ec-bg-color': (theme) => theme.palette.background.paper,
          '--ec-border-color': (theme) => theme.palette.divider,
          '--ec-button-bg-color': (theme) => theme.palette.background.paper,
          '--ec-button-border-color': (theme) => theme.palette.divider,
          '--ec-button-text-color': (theme) => theme.palette.text.primary,
          '--ec-button-active-bg-color': (theme) => theme.palette.action.selected,
          '--ec-button-active-border-color': (theme) => theme.palette.text.secondary,
          '--ec-button-active-text-color': (theme) => theme.palette.text.primary,
          '--ec-today-bg-color': (theme) => theme.palette.action.selected,
          '--ec-highlight-color': (theme) => theme.palette.action.hover,
        },
        '& .ec-toolbar': { flexWrap: 'wrap', gap: 1 },
        '& .ec-button': { fontFamily: 'inherit' },
        '& .ec-event:focus-visible': { outline: (theme) => `3px solid ${theme.palette.primary.dark}`, outlineOffset: '1px' },
        '& .gondola-conflict': { outline: (theme) => `3px dashed ${theme.palette.error.main}`, outlineOffset: '-3px' },
        // Struck through, not faded: the text keeps its contrast.
        '& .gondola-covered .ec-event-body strong': { textDecoration: 'line-through' },
      }}
    />
  );
});
