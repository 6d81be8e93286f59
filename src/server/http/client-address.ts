import net from 'node:net';

/**
 * How the rate limits name a client: its own address, and the network range it sits in (an IPv4
 * /24, an IPv6 /64). One person easily holds many addresses of one range (an IPv6 /64 is a single
 * home line), so the range has a limit of its own.
 */
export interface ClientKeys {
  address: string;
  range: string;
}

const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** The eight groups of an IPv6 address, written out in full. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text ? text.split(':') : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => group.toLowerCase().padStart(4, '0'));
}

export function clientKeys(ip: string | undefined): ClientKeys {
  // A socket already gone has no address: such requests share one key.
  const raw = ip ?? 'unknown';
  const plain = MAPPED_V4.exec(raw)?.[1] ?? raw.replace(/%.*$/, '');
  if (net.isIPv4(plain)) {
    return { address: plain, range: `${plain.split('.').slice(0, 3).join('.')}.0/24` };
  }
  if (net.isIPv6(plain) && !plain.includes('.')) {
    const groups = ipv6Groups(plain);
    // An IPv6 host picks new addresses inside its /64 at will: the /64 is "the address".
    const prefix = `${groups.slice(0, 4).join(':')}::/64`;
    return { address: prefix, range: prefix };
  }
  // Not an address (a socket without one): still a bounded key.
  const bounded = plain.slice(0, 64);
  return { address: bounded, range: bounded };
}
