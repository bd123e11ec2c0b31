declare module 'virtual:resource-summaries' {
  const summaries: import('@core/resource-kit/summary').ResourceSummary[];
  export default summaries;
}
