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
  productionRequires: {
    SMS_ACCOUNT_SID: "the SMS provider account's SID (the embedded SMS sink is demo-only)",
    SMS_AUTH_TOKEN: "the SMS provider account's auth token",
    SMS_FROM: 'the sender SMS go out from: an E.164 number, an alphanumeric sender or a messaging service SID',
  },
  read: (e) => {
    // All three, or the embedded sink: a half-configured provider never sends.
    const provider = !!(e.SMS_ACCOUNT_SID && e.SMS_AUTH_TOKEN && e.SMS_FROM);
    return {
      sms: {
        accountSid: provider ? e.SMS_ACCOUNT_SID : undefined,
        authToken: provider ? e.SMS_AUTH_TOKEN : undefined,
        from: provider ? e.SMS_FROM : undefined,
        url: provider ? (e.SMS_PROVIDER_URL ?? 'https://api.twilio.com') : undefined,
        perSecond: e.SMS_PER_SECOND,
      },
    };
  },
});
