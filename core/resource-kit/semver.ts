/** Semantic Versioning 2.0.0 (semver.org), the official grammar. */
export const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

export const isSemver = (value: string) => SEMVER.test(value) && value.length <= 128;

const pad = (digits: string) => digits.padStart(12, '0');

/**
 * A text whose byte order (COLLATE "C") is the version precedence of semver.org §11: numeric
 * parts compare as numbers, a pre-release sorts before its release, numeric identifiers before
 * alphanumeric ones, and a shorter identifier list first. Build metadata does not count.
 */
export function semverSortKey(value: string): string | null {
  const m = SEMVER.exec(value);
  if (!m) return null;
  const core = `${pad(m[1]!)}.${pad(m[2]!)}.${pad(m[3]!)}`;
  if (!m[4]) return `${core}~`;
  // ' ' sorts below every identifier character, so "alpha" < "alpha.1" < "alpha-x".
  const pre = m[4].split('.').map((id) => (/^\d+$/.test(id) ? `0${pad(id)}` : `1${id}`));
  return `${core}-${pre.join(' ')}`;
}

export function compareSemver(a: string, b: string): number {
  const ka = semverSortKey(a) ?? '';
  const kb = semverSortKey(b) ?? '';
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}
