import type { ComponentProps, ComponentType } from 'react';
import type { ResourceDefinition } from '@core/resource-kit';
import { lazyScreen } from '@src/shell/lazy-page';
import { loadFullResources } from './full-resources';
import type { EditOrShow, ResourceCreate } from './ResourceForm';
import type { ResourceList } from './ResourceList';
import type { ResourceShow } from './ResourceShow';

/** A screen's props with the resource named instead of its definition. */
export type ForResource<P> = Omit<P, 'def'> & { resource: string };

/**
 * A screen that takes a whole definition, loaded lazily with the definitions: the console names
 * the resource, the screen gets its definition.
 */
export function screenWithDefinition<P extends { def: ResourceDefinition }>(load: () => Promise<ComponentType<P>>) {
  return lazyScreen<ForResource<P>>(async () => {
    const [Screen, registry] = await Promise.all([load(), loadFullResources()]);
    // biome-ignore lint/correctness/noComponentHookFactories: made once per screen, when its chunk has loaded (React.lazy calls this loader once).
    function WithDefinition({ resource, ...rest }: ForResource<P>) {
      return <Screen {...(rest as unknown as P)} def={registry.get(resource)!} />;
    }
    return { default: WithDefinition };
  });
}

// The generic screens carry the forms, inputs, validation and data tables: they load with the
// first list or record opened, not with the console, so the dashboard stays within its budget.
export const LazyResourceList = screenWithDefinition<ComponentProps<typeof ResourceList>>(() => import('./ResourceList').then((m) => m.ResourceList));
export const LazyResourceShow = screenWithDefinition<ComponentProps<typeof ResourceShow>>(() => import('./ResourceShow').then((m) => m.ResourceShow));
export const LazyEditOrShow = screenWithDefinition<ComponentProps<typeof EditOrShow>>(() => import('./ResourceForm').then((m) => m.EditOrShow));
export const LazyResourceCreate = screenWithDefinition<ComponentProps<typeof ResourceCreate>>(() => import('./ResourceForm').then((m) => m.ResourceCreate));
