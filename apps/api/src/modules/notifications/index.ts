export { notify } from './notifications.repository.ts';
