// The installations resource's list: health, tracker filter, map (<resource>.list.tsx).
export { default } from './InstallationListPage';
