import type { ComponentProps } from 'react';
import { lazyScreen } from '@src/shell/lazy-page';
import type { EditOrShow, ResourceCreate } from './ResourceForm';
import type { ResourceList } from './ResourceList';
import type { ResourceShow } from './ResourceShow';

// The generic screens carry the forms, inputs, validation and data tables: they load with the
// first list or record opened, not with the console, so the dashboard stays within its budget.
export const LazyResourceList = lazyScreen<ComponentProps<typeof ResourceList>>(() => import('./ResourceList').then((m) => ({ default: m.ResourceList })));
export const LazyResourceShow = lazyScreen<ComponentProps<typeof ResourceShow>>(() => import('./ResourceShow').then((m) => ({ default: m.ResourceShow })));
export const LazyEditOrShow = lazyScreen<ComponentProps<typeof EditOrShow>>(() => import('./ResourceForm').then((m) => ({ default: m.EditOrShow })));
export const LazyResourceCreate = lazyScreen<ComponentProps<typeof ResourceCreate>>(() => import('./ResourceForm').then((m) => ({ default: m.ResourceCreate })));
