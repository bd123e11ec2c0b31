import { newTemplateRun, removeTemplateRun, TEMPLATE_RUN_ENV } from './database-templates.js';

/**
 * Vitest's global setup for the suites on a database: names the run's template directory (the
 * templates themselves are built by the first file that needs one) and removes it afterwards.
 * Workers start after this and inherit the environment.
 */
export default function setup() {
  const run = newTemplateRun();
  process.env[TEMPLATE_RUN_ENV] = JSON.stringify(run);
  return () => removeTemplateRun(run, process.env.TEST_DATABASE_URL);
}
