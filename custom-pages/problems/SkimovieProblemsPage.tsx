import ProblemsPage from './ProblemsPage';

/** `/problem/skimovie`: the problem list fixed to video sessions. */
export default function SkimovieProblemsPage() {
  return <ProblemsPage filter={{ source: 'skimovie' }} crumbKey="problemSkimovie" />;
}
