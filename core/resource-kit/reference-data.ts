/** ISO 3166-1 alpha-2 codes (officially assigned). */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ ' +
  'DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ ' +
  'OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ ' +
  'UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const intlValues = (key: 'timeZone' | 'currency', fallback: string[]): string[] => {
  const supported = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf;
  return supported ? supported(key) : fallback;
};

/** Computed on first use: asking the runtime for every zone costs a phone ~10 ms of a screen's start that shows none. */
const once = <T>(make: () => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

/** IANA zones as the runtime knows them, plus UTC (which supportedValuesOf omits). */
export const timeZones = once((): string[] => [...new Set(['UTC', ...intlValues('timeZone', ['Europe/Vienna', 'Europe/Zurich', 'Europe/Berlin', 'Europe/Rome', 'Europe/Paris'])])]);
export const currencyCodes = once((): string[] => intlValues('currency', ['EUR', 'CHF', 'USD', 'GBP']));

const countrySet = new Set(COUNTRY_CODES);
const zoneSet = once(() => new Set(timeZones()));
const currencySet = once(() => new Set(currencyCodes()));
export const isCountry = (v: string) => countrySet.has(v);
export const isTimeZone = (v: string) => zoneSet().has(v);
export const isCurrency = (v: string) => currencySet().has(v);
