import type { FormAside } from '../resource-screens/ResourceForm';
import { SmsPreview } from './SmsPreview';

/** Panels next to a resource's generic form. */
export const FORM_ASIDES: Record<string, FormAside> = {
  'sms-templates': SmsPreview,
};

