import type { Language } from './language';
import { calendarMessages } from './messages/calendars';
import { catalogueMessages } from './messages/catalogue';
import { communicationMessages } from './messages/communication';
import { deviceMessages } from './messages/devices';
import { directorMessages } from './messages/director';
import { mediaMessages } from './messages/media';
import { reportMessages } from './messages/reports';
import { reviewMessages } from './messages/review';
import { trackerMessages } from './messages/tracker';
import { triageMessages } from './messages/triage';
import { vaultMessages } from './messages/vault';
import { weatherMessages } from './messages/weather';

/**
 * The messages of the areas' pages (problems, installations, devices, notes, catalogue …), in both
 * languages side by side: they load with the first page that needs them, not with the console.
 */
export const areaMessages = (language: Language) => ({
  gondola: {
    ...catalogueMessages(language),
    ...deviceMessages(language),
    ...vaultMessages(language),
    ...weatherMessages(language),
    ...triageMessages(language),
    ...mediaMessages(language),
    ...directorMessages(language),
    ...reviewMessages(language),
    ...calendarMessages(language),
    ...reportMessages(language),
    ...communicationMessages(language),
    ...trackerMessages(language),
  },
});
