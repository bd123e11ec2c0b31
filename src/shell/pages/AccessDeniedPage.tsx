import { AccessDenied, useTranslate } from 'react-admin';
import { PageHeader } from '@src/resource-screens/page-title';

/**
 * react-admin's "access denied", titled like every other page: its own says so in an h5 and left
 * the app bar's title, the page's only h1, empty (and the browser's tab named the screen refused).
 */
export default function AccessDeniedPage() {
  const translate = useTranslate();
  return (
    <>
      <PageHeader crumbs={[{ label: translate('ra.page.access_denied') }]} />
      <AccessDenied />
    </>
  );
}
