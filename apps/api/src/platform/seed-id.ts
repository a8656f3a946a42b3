import { createHash } from 'node:crypto';

/** A stable UUID for a seeded record, so demo links and tests survive a re-seed. */
export function seedId(name: string): string {
  const h = createHash('sha1').update(`backoffice-seed:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
