import { z } from 'zod';
import { matchingOr, unsetWhenEmpty } from '../../config/env-values.js';
import { defineConfigSlice } from '../../config/slice.js';

/** Reports: the header line of every PDF, whose public holidays an absence does not count, and a working day's hours. */
export const reportsConfig = defineConfigSlice({
  env: {
    REPORT_COMPANY: unsetWhenEmpty(z.string().max(300).default('Gondola Systems GmbH · Operations and support')),
    HOLIDAY_COUNTRY: matchingOr(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/, 'expects a country code such as AT or DE-BY', 'AT'),
    REPORT_HOURS_PER_DAY: unsetWhenEmpty(z.coerce.number().positive().max(24).default(8)),
  },
  read: (e) => ({ reports: { company: e.REPORT_COMPANY, holidayCountry: e.HOLIDAY_COUNTRY, hoursPerDay: e.REPORT_HOURS_PER_DAY } }),
});
