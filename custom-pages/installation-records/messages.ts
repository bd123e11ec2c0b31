import type { Language } from '@src/i18n/language';
import { pick, type PairTree } from '@src/i18n/messages/pairs';

/** Messages of an installation's record pages and its IP whitelist (gondola.*). */
const INSTALLATION_RECORDS: PairTree = {
  installationRecords: {
    notFound: ['No %{resource} matches "%{value}".', 'Kein Eintrag (%{resource}) passt zu „%{value}".'],
  },
  installationIps: {
    addMine: ['Add my IP for 24 hours', 'Meine IP für 24 Stunden freigeben'],
    granted: ['%{ip} may reach this installation until %{until}.', '%{ip} darf diese Installation bis %{until} erreichen.'],
    alreadyPermanent: ['%{ip} is already on the whitelist permanently.', '%{ip} ist bereits dauerhaft freigegeben.'],
  },
};

export default (language: Language) => pick(INSTALLATION_RECORDS, language);
