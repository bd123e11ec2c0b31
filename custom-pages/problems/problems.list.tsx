// The problems resource's list: found by convention (<resource>.list.tsx), see src/shell/route-table.ts.
export { default } from './ProblemsPage';
