export { notify, type Notice } from './notifications.repository.ts';
