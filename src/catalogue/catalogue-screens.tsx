import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';
import type { ResourceDefinition } from '../../core/resource-kit';
import type { FormAside } from '../resource-screens/ResourceForm';
import { lazyScreen } from '../shell/lazy-page';

/** Panels next to a resource's generic form. */
export const FORM_ASIDES: Record<string, FormAside> = {
  // The preview watches the form it sits beside, so it loads with the form, not with the console.
  'sms-templates': lazyScreen(() => import('./SmsPreview').then((m) => ({ default: m.SmsPreview }))),
};


const ProblemDetail = lazy(() => import('../problems/ProblemDetail'));
const BulkCommandDetail = lazy(() => import('../devices/BulkCommandPages').then((m) => ({ default: m.BulkCommandDetail })));

/** Resources whose record page is their own rather than the generic one. */
export const SHOW_PAGES: Record<string, ComponentType<{ def: ResourceDefinition }>> = {
  problems: (props) => (
    <Suspense fallback={<Loading />}>
      <ProblemDetail {...props} />
    </Suspense>
  ),
  'bulk-commands': () => (
    <Suspense fallback={<Loading />}>
      <BulkCommandDetail />
    </Suspense>
  ),
};

const ProblemsPage = lazy(() => import('../problems/ProblemsPage'));
const InstallationListPage = lazy(() => import('../installations/InstallationListPage'));

/** Resources whose list page is their own rather than the generic one. */
export const LIST_PAGES: Record<string, ComponentType> = {
  problems: () => (
    <Suspense fallback={<Loading />}>
      <ProblemsPage />
    </Suspense>
  ),
  installations: () => (
    <Suspense fallback={<Loading />}>
      <InstallationListPage />
    </Suspense>
  ),
};
