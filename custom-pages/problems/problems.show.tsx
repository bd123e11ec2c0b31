// The problems resource's record page (<resource>.show.tsx).
export { default } from './ProblemDetail';
