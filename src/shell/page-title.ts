/** Spec §1: the page title shows the environment name unless the environment is production. */
export function pageTitle(parts: string[], environment: string | undefined): string {
  const base = [...parts, 'Gondola'].join(' · ');
  return environment && environment.toLowerCase() !== 'production' ? `${base} [${environment}]` : base;
}

let environment: string | undefined;
export const setTitleEnvironment = (name: string | undefined) => {
  environment = name;
};
export const titleEnvironment = () => environment;
