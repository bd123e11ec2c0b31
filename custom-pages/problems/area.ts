import { ACTION_CAPABILITIES } from '@core/access';
import { defineArea, named, route } from '@src/shell/area-manifest';
import { problemMethods } from './methods';

const problemPages = () => import('./AcknowledgePages');
const SOURCE = /^(zabbix|tracker|skimovie)$/;

/** Problems beyond their list: acknowledging one or all, the Skimovie problems, the report and mismatched states. */
export default defineArea({
  name: 'problems',
  // Called as the area's pages open: with the console, not a chunk of their own.
  methods: problemMethods,
  routes: [
    route('/problem/acknowledge/:triggerId/:installationId/:source', 'problemAcknowledge', 'operations', ACTION_CAPABILITIES.acknowledge, {
      page: named(problemPages, 'AcknowledgeOnePage'),
      names: { installationId: 'installations' },
      params: { source: SOURCE },
    }),
    route('/problem/acknowledgeall/:installationId/:source', 'problemAcknowledgeAll', 'operations', ACTION_CAPABILITIES.acknowledge, {
      page: named(problemPages, 'AcknowledgeAllPage'),
      names: { installationId: 'installations' },
      params: { source: SOURCE },
    }),
    // The link in an escalation's SMS or e-mail: short, for a phone.
    route('/a/:token', 'escalationAcknowledge', 'operations', ACTION_CAPABILITIES.acknowledge, {
      page: named(() => import('./AcknowledgeLinkPage'), 'AcknowledgeLinkPage'),
      params: { token: /^[A-Z0-9]{6}\.[A-Za-z0-9_-]{12}$/ },
    }),
    route('/problem/skimovie', 'problemSkimovie', 'operations', 'console.read', { page: () => import('./SkimovieProblemsPage'), menu: true }),
    route('/problem/report', 'problemReport', 'reports', 'console.read', { page: () => import('./ProblemReportPage'), menu: true }),
    route('/problem/mismatchedstates', 'problemMismatchedStates', 'operations', 'console.read', { page: () => import('./MismatchedStatesPage'), menu: true }),
    route('/problem/:triggerId', 'problems', 'operations', 'console.read', { redirect: () => '/problem' }),
  ],
  messages: () => import('./messages'),
  labels: {
    problems: ['Problems', 'Probleme'],
    problemAcknowledge: ['Acknowledge problem', 'Problem bestätigen'],
    problemAcknowledgeAll: ['Acknowledge all problems', 'Alle Probleme bestätigen'],
    escalationAcknowledge: ['Acknowledge from the link', 'Über den Link quittieren'],
    problemSkimovie: ['Skimovie problems', 'Skimovie-Probleme'],
    problemReport: ['Problem report', 'Problembericht'],
    problemMismatchedStates: ['Mismatched states', 'Abweichende Zustände'],
  },
});
