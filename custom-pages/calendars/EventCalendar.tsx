import { type Calendar, createCalendar, DayGrid, destroyCalendar, Interaction, List, ResourceTimeline, TimeGrid } from '@event-calendar/core';
import '@event-calendar/core/index.css';
import { Box } from '@mui/material';
import { forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useRef } from 'react';

export type CalendarOptions = Calendar.Options;
export type CalendarApi = Calendar;

const PLUGINS = [DayGrid, TimeGrid, List, ResourceTimeline, Interaction];

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
    return () => {
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
        '--ec-bg-color': (theme) => theme.palette.background.paper,
        '--ec-border-color': (theme) => theme.palette.divider,
        '--ec-today-bg-color': (theme) => theme.palette.action.selected,
        '& .ec-toolbar': { flexWrap: 'wrap', gap: 1 },
        '& .ec-button': { fontFamily: 'inherit' },
        '& .ec-event:focus-visible': { outline: (theme) => `3px solid ${theme.palette.primary.dark}`, outlineOffset: '1px' },
        '& .gondola-conflict': { outline: (theme) => `3px dashed ${theme.palette.error.main}`, outlineOffset: '-3px' },
        '& .gondola-covered': { opacity: 0.75, textDecoration: 'line-through' },
      }}
    />
  );
});
