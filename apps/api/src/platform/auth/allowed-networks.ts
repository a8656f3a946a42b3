import { BlockList, isIP } from 'node:net';

/** A CIDR network as written, or null when it does not parse (IPv4 or IPv6, prefix required). */
export function parseNetwork(
  text: string,
): { address: string; prefix: number; type: 'ipv4' | 'ipv6' } | null {
  const match = /^([^/\s]+)\/(\d{1,3})$/.exec(text.trim());
  if (!match) return null;
  const [, address = '', bits = ''] = match;
  const family = isIP(address);
  const prefix = Number(bits);
  if (family === 0 || prefix > (family === 4 ? 32 : 128)) return null;
  return { address, prefix, type: family === 4 ? 'ipv4' : 'ipv6' };
}

/** The entries of a list that are not networks. */
export const badNetworks = (list: readonly string[]): string[] => list.filter((n) => !parseNetwork(n));

// A few organizations' lists, built once: the check runs on every request of their staff.
const built = new Map<string, BlockList>();

function blockListOf(list: readonly string[]): BlockList {
  const key = list.join(',');
  let blocks = built.get(key);
  if (!blocks) {
    blocks = new BlockList();
    for (const entry of list) {
      const net = parseNetwork(entry);
      if (net) blocks.addSubnet(net.address, net.prefix, net.type);
    }
    if (built.size > 500) built.clear();
    built.set(key, blocks);
  }
  return blocks;
}

/**
 * Whether an address is inside every one of these lists (a user working for several
 * organizations must satisfy each); an empty list allows any address. An IPv4 address seen
 * through an IPv6 socket (::ffff:10.0.0.1) is checked as the IPv4 address it is.
 */
export function allowedByAll(lists: readonly (readonly string[])[], address: string): boolean {
  const restricting = lists.filter((l) => l.length > 0);
  if (restricting.length === 0) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const family = isIP(plain);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  return restricting.every((list) => blockListOf(list).check(plain, type));
}
