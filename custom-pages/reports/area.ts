import { defineArea, route, type PageLoader } from '@src/shell/area-manifest';
import { lazyMethods } from '@src/data/lazy-methods';
import type { ReportMethods } from './methods';

/** Every report page is one frame; the route's key says which report it shows. */
const reportPage: PageLoader = () => import('./ReportPage');
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const BOOL = /^(true|false|0|1|pdf|tasks)$/;

/** The time, absence and worklog reports, the tracing statistics and the support invoice. */
export default defineArea({
  name: 'reports',
  routes: [
    route('/home-office-report', 'homeOfficeReport', 'reports', 'time.record', { menu: true, page: reportPage }),
    route('/vacation-report', 'vacationReport', 'reports', 'time.record', { menu: true, page: reportPage }),
    route('/time-compensation-report', 'timeCompensationReport', 'reports', 'time.record', { menu: true, page: reportPage }),
    route('/customer-worklog-overview', 'customerWorklogOverview', 'reports', 'projects.manage', { menu: true, page: reportPage }),
    route('/tracing-statistics', 'tracingStatistics', 'reports', 'console.read', { menu: true, page: reportPage }),
    route('/accounting-support-invoice', 'accountingSupportInvoice', 'reports', 'projects.manage', { menu: true, page: reportPage }),
    route('/customer-worklog-report/:sMasterComponent?/:sComponent?/:sStartDate?/:sEndDate?/:pdf?/:onlyTasks?', 'customerWorklogReport', 'reports', 'projects.manage', {
      menu: true,
      page: reportPage,
      params: { sStartDate: DATE, sEndDate: DATE, pdf: BOOL, onlyTasks: BOOL },
    }),
    route('/employee-worklog-report/:sStartDate?/:sEndDate?/:pdf?', 'employeeWorklogReport', 'reports', 'time.record', {
      menu: true,
      page: reportPage,
      params: { sStartDate: DATE, sEndDate: DATE, pdf: BOOL },
    }),
    route('/productivity-report', 'productivityReport', 'reports', 'time.record', { menu: true, page: reportPage }),
    route('/on-call-report', 'onCallReport', 'reports', 'staff.read', { menu: true, page: reportPage }),
  ],
  // The methods' code loads with their first call; the console's first load carries only their names.
  methods: (http) =>
    lazyMethods<ReportMethods>(() => import('./methods').then((m) => m.reportMethods(http)), {
      getReport: true,
      getReportCsv: true,
      getReportPdf: true,
      decideAbsence: true,
      importJiraWorklogs: true,
    }),
  messages: () => import('./messages'),
  labels: {
    homeOfficeReport: ['Home office report', 'Homeoffice-Bericht'],
    vacationReport: ['Vacation report', 'Urlaubsbericht'],
    timeCompensationReport: ['Time compensation report', 'Zeitausgleichsbericht'],
    customerWorklogOverview: ['Customer worklog overview', 'Kunden-Arbeitszeitübersicht'],
    tracingStatistics: ['Tracing statistics', 'Tracing-Statistik'],
    accountingSupportInvoice: ['Support invoice', 'Support-Abrechnung'],
    customerWorklogReport: ['Customer worklog report', 'Kunden-Arbeitszeitbericht'],
    employeeWorklogReport: ['Employee worklog report', 'Mitarbeiter-Arbeitszeitbericht'],
    productivityReport: ['Productivity report', 'Produktivitätsbericht'],
    onCallReport: ['On-call response report', 'Bereitschafts-Reaktionsbericht'],
  },
});
