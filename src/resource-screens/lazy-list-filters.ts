import { lazyModule } from '@src/kit/lazy-module';

/**
 * A list's filter inputs' builder (`list-filters.tsx`), loaded when a list first shows its filter
 * form: a phone's list, its filters folded behind the toggle, loads no input code.
 */
export const useListFilters = lazyModule(() => import('./list-filters').then((module) => module.listFilters));

/**
 * A wide screen shows the filter form with the list: its inputs start loading as the list's code
 * runs, beside the list's first request, rather than after the list's first render. The query is
 * MUI's `sm` breakpoint, the one `ResourceList` folds the filters below.
 */
if (typeof window !== 'undefined' && window.matchMedia?.('(min-width: 600px)').matches) useListFilters.preload().catch(() => undefined);
