import { f } from '../../core/resource-kit/authoring';

/**
 * Absence types, rollout kinds, delivery states and installation states in a module of their own,
 * so the home page names what waits for a project manager or a customer without the whole definitions.
 */
export const ABSENCE_TYPES = [
  f.option('vacation', 'Vacation', 'Urlaub', 'info'),
  f.option('homeOffice', 'Home office', 'Homeoffice', 'neutral'),
  f.option('timeCompensation', 'Time compensation', 'Zeitausgleich', 'warning'),
];
export const ROLLOUT_KINDS = [f.option('rollout', 'Rollout', 'Rollout'), f.option('goLive', 'Go-live', 'Inbetriebnahme')];
export const DELIVERY_STATES = [
  f.option('planned', 'Planned', 'Geplant', 'info'),
  f.option('shipped', 'Shipped', 'Versandt', 'warning'),
  f.option('delivered', 'Delivered', 'Zugestellt', 'success'),
  f.option('returned', 'Returned', 'Zurückgesandt'),
  f.option('lost', 'Lost', 'Verloren', 'error'),
];
/** An installation's states (the customer home names them). */
export const INSTALLATION_STATUSES = [
  f.option('planned', 'Planned', 'Geplant'),
  f.option('active', 'Active', 'Aktiv'),
  f.option('maintenance', 'Maintenance', 'Wartung'),
  f.option('inactive', 'Inactive', 'Inaktiv'),
  f.option('archived', 'Archived', 'Archiviert'),
];
