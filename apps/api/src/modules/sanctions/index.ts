export { Sanctions } from './sanctions.service.ts';
