import { f } from '../../core/resource-kit/authoring';

/**
 * Zabbix's severities (0–5), which every source uses. A module of their own: the home page shows
 * them on the first screen without loading the whole problem definition (the first-load budget).
 */
export const SEVERITIES = [
  f.option('0', 'Not classified', 'Nicht klassifiziert', 'neutral'),
  f.option('1', 'Information', 'Information', 'info'),
  f.option('2', 'Warning', 'Warnung', 'warning'),
  f.option('3', 'Average', 'Mittel', 'warning'),
  f.option('4', 'High', 'Hoch', 'error'),
  f.option('5', 'Disaster', 'Katastrophe', 'critical'),
];
