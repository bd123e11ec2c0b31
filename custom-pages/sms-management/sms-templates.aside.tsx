// Beside the sms-templates form: the live preview, which watches the form (<resource>.aside.tsx).
export { SmsPreview as default } from './SmsPreview';
