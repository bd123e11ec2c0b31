// The bulk-commands resource's record page: live progress (<resource>.show.tsx).
export { BulkCommandDetail as default } from './BulkCommandPages';
