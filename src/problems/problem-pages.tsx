import type { RouteEntry } from '../shell/route-table';
import { AcknowledgeAllPage, AcknowledgeOnePage } from './AcknowledgePages';
import MismatchedStatesPage from './MismatchedStatesPage';
import ProblemReportPage from './ProblemReportPage';
import ProblemsPage from './ProblemsPage';

/** The problem pages the route table points at, in one chunk. */
export default function ProblemPage({ route }: { route: RouteEntry }) {
  switch (route.key) {
    case 'problemAcknowledge':
      return <AcknowledgeOnePage route={route} />;
    case 'problemAcknowledgeAll':
      return <AcknowledgeAllPage route={route} />;
    case 'problemReport':
      return <ProblemReportPage route={route} />;
    case 'problemMismatchedStates':
      return <MismatchedStatesPage route={route} />;
    case 'problemSkimovie':
      return <ProblemsPage filter={{ source: 'skimovie' }} crumbKey="problemSkimovie" />;
    default:
      return null;
  }
}
