import { z } from 'zod';
import { matching, optionalUrl, secret, unsetWhenEmpty } from '../../config/env-values.js';
import { defineConfigSlice } from '../../config/slice.js';

/** SMS through the provider (Twilio's Messages API), or (demo, tests) to the embedded sink. */
export const smsConfig = defineConfigSlice({
  env: {
    SMS_PROVIDER_URL: optionalUrl,
    SMS_ACCOUNT_SID: matching(/^AC[0-9a-fA-F]{32}$/, 'expects the account SID (AC followed by 32 hex digits)'),
    SMS_AUTH_TOKEN: secret(16, 'expects the account auth token'),
    SMS_FROM: matching(
      /^(\+[1-9]\d{6,14}|[A-Za-z0-9 ]{1,11}|MG[0-9a-fA-F]{32})$/,
      'expects an E.164 number, an alphanumeric sender of up to 11 characters or a messaging service SID',
    ),
    SMS_PER_SECOND: unsetWhenEmpty(z.coerce.number({ message: 'expects messages per second' }).positive().max(1000).default(10)),
  },
  // SMS is optional: a production console without a provider has SMS off (and says so), the demo's
  // sink stands in only outside production.
  check: (e) => {
    const set = [e.SMS_ACCOUNT_SID, e.SMS_AUTH_TOKEN, e.SMS_FROM].filter(Boolean).length;
    return set > 0 && set < 3 ? ['SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM: set all three for the SMS provider, or none (SMS off)'] : [];
  },
  read: (e, base) => {
    const provider = !!(e.SMS_ACCOUNT_SID && e.SMS_AUTH_TOKEN && e.SMS_FROM);
    const transport: 'provider' | 'sink' | 'off' = provider ? 'provider' : base.production ? 'off' : 'sink';
    return {
      sms: {
        transport,
        accountSid: provider ? e.SMS_ACCOUNT_SID : undefined,
        authToken: provider ? e.SMS_AUTH_TOKEN : undefined,
        from: provider ? e.SMS_FROM : undefined,
        url: provider ? (e.SMS_PROVIDER_URL ?? 'https://api.twilio.com') : undefined,
        perSecond: e.SMS_PER_SECOND,
      },
    };
  },
});
