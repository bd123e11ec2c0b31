import { z } from 'zod';
import { matching, unsetWhenEmpty } from '../../config/env-values.js';
import { defineConfigSlice } from '../../config/slice.js';

/** E-mail: through this SMTP server, or (demo, tests) to the embedded sink on loopback. */
export const mailConfig = defineConfigSlice({
  env: {
    SMTP_URL: matching(/^smtps?:\/\/\S+$/, 'expects an SMTP URL such as smtps://user:password@mail.example.com:465 or smtp://mail.example.com:587'),
    SMTP_FROM: unsetWhenEmpty(z.string().min(3, { message: 'expects a sender such as "Gondola <support@example.com>"' }).default('Gondola <noreply@gondola.example>')),
  },
  productionRequires: {
    SMTP_URL: 'the mail server e-mail is sent through, e.g. smtps://user:password@mail.example.com:465 (the embedded mail sink is demo-only)',
  },
  read: (e) => ({ mail: { smtpUrl: e.SMTP_URL, from: e.SMTP_FROM } }),
});
