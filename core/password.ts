/** Letters and digits without the look-alikes (0/O, 1/l/I), and symbols that survive shells and URLs. */
const CLASSES = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '-_.:+=@%'];
const ALPHABET = CLASSES.join('');

/** A uniformly random index below `n` (rejection sampling: no modulo bias). */
function randomBelow(n: number, random: (buffer: Uint32Array) => Uint32Array): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const buffer = new Uint32Array(1);
  for (;;) {
    const value = random(buffer)[0]!;
    if (value < limit) return value % n;
  }
}

/**
 * A password for a device or account: `length` characters from the cryptographic random source,
 * with at least one of each class (upper, lower, digit, symbol), so device rules accept it.
 */
export function generatePassword(length = 20, random: (buffer: Uint32Array) => Uint32Array = (b) => crypto.getRandomValues(b)): string {
  if (length < CLASSES.length) throw new RangeError(`A password needs at least ${CLASSES.length} characters`);
  for (;;) {
    const chars = Array.from({ length }, () => ALPHABET[randomBelow(ALPHABET.length, random)]!);
    if (CLASSES.every((set) => chars.some((c) => set.includes(c)))) return chars.join('');
  }
}
