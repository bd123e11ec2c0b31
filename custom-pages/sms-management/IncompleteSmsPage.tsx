import { useTranslate } from 'react-admin';
import { registry } from '@src/resource-screens/registry';
import { ResourceList } from '@src/resource-screens/ResourceList';

/** `/smsmanagement/incomplete`: outgoing SMS that could not be completed, newest first. */
export default function IncompleteSmsPage() {
  const translate = useTranslate();
  return (
    <ResourceList
      def={registry.get('outbox-messages')!}
      filter={{ channel: 'sms', status: 'incomplete' }}
      hideColumns={['status', 'channel', 'subject', 'attempts']}
      storeKey="outbox-messages.incomplete"
      crumbs={[{ label: translate('gondola.routes.smsManagement'), to: '/smsmanagement' }, { label: translate('gondola.routes.smsIncomplete') }]}
    />
  );
}
