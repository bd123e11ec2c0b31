// The communication area's wizard pages, behind one lazy import of the route table (one preload list in the first chunk, not four).
export { default as CustomerNotificationPage } from './CustomerNotificationPage';
export { NotifyCustomPage, NotifyGroupPage, NotifyPage } from './NotifyPages';
