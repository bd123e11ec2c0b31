import { f } from '../../core/resource-kit/authoring';

/** What a prepared message is for; SMS and e-mail templates share the list. */
export const MESSAGE_PURPOSES = [
  f.option('problem', 'Problem alert', 'Störungsmeldung'),
  f.option('maintenance', 'Maintenance notice', 'Wartungshinweis'),
  f.option('resolved', 'Problem resolved', 'Störung behoben'),
  f.option('onDuty', 'On-duty call', 'Bereitschaftsruf'),
];

export const MESSAGE_LANGUAGES = [
  f.option('en', 'English', 'Englisch'),
  f.option('de', 'German', 'Deutsch'),
  f.option('it', 'Italian', 'Italienisch'),
  f.option('fr', 'French', 'Französisch'),
];
