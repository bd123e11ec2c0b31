// The communication area's pages, behind one lazy import of the route table (one preload list in the first chunk, not five).
export { default as SupportRequestsPage } from './SupportRequestsPage';
export { default as CustomerNotificationPage } from './CustomerNotificationPage';
export { NotifyCustomPage, NotifyGroupPage, NotifyPage } from './NotifyPages';
