declare module 'virtual:resource-summaries' {
  const summaries: import('@core/resource-kit/summary').ResourceSummary[];
  export default summaries;
}

declare module 'virtual:resource-names/en' {
  const names: ReturnType<typeof import('@core/resource-kit/summary').resourceNames>;
  export default names;
}
declare module 'virtual:resource-names/de' {
  const names: ReturnType<typeof import('@core/resource-kit/summary').resourceNames>;
  export default names;
}
