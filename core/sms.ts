/**
 * SMS length rules (3GPP TS 23.038 / 23.040): a text that only uses the GSM 7-bit alphabet fits
 * 160 characters in one message and 153 per part once it is split; any other character switches
 * the whole message to UCS-2: 70, and 67 per part. Characters of the GSM extension table take two
 * septets, and neither an escape pair nor a UTF-16 surrogate pair is ever split across parts.
 */
const GSM_BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';
const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsLength {
  encoding: SmsEncoding;
  /** Characters as the reader counts them. */
  characters: number;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text occupies. */
  units: number;
  segments: number;
  /** Units left in the last segment before another one is needed. */
  remaining: number;
  /** The characters that forced UCS-2, for the editor to point at. */
  nonGsm: string[];
}

/** Packs the text's units into parts of `perPart`, never splitting a unit group. */
function countParts(groups: number[], single: number, perPart: number) {
  const units = groups.reduce((a, b) => a + b, 0);
  if (units === 0) return { units, segments: 0, remaining: single };
  if (units <= single) return { units, segments: 1, remaining: single - units };
  let segments = 1;
  let used = 0;
  for (const size of groups) {
    if (used + size > perPart) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return { units, segments, remaining: perPart - used };
}

export function smsLength(text: string): SmsLength {
  const chars = [...text];
  const nonGsm = [...new Set(chars.filter((c) => !BASIC.has(c) && !EXTENSION.has(c)))];
  if (!nonGsm.length) {
    return {
      encoding: 'GSM-7',
      characters: chars.length,
      nonGsm,
      ...countParts(
        chars.map((c) => (EXTENSION.has(c) ? 2 : 1)),
        160,
        153,
      ),
    };
  }
  return {
    encoding: 'UCS-2',
    characters: chars.length,
    nonGsm,
    ...countParts(
      chars.map((c) => c.length),
      70,
      67,
    ),
  };
}

/** The placeholders an SMS template may use, with the sample values its preview shows. */
export const SMS_PLACEHOLDERS = {
  resort: 'Ischgl',
  installation: 'Ischgl Start/Ziel',
  date: '23.12.2026',
  time: '07:45',
  problem: 'Camera 2 offline',
  contact: 'Markus Huber',
  phone: '+43 5444 600',
  ticket: 'SUP-4711',
} as const;
export type SmsPlaceholder = keyof typeof SMS_PLACEHOLDERS;

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

export function unknownPlaceholders(text: string): string[] {
  return [...new Set(placeholdersIn(text).filter((p) => !(p in SMS_PLACEHOLDERS)))];
}

/** The text with each known placeholder replaced; unknown ones stay as written. */
export function fillPlaceholders(text: string, values: Partial<Record<SmsPlaceholder, string>> = SMS_PLACEHOLDERS): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in SMS_PLACEHOLDERS ? (values[name as SmsPlaceholder] ?? whole) : whole));
}
