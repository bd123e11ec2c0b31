/** The application version shown in the console (spec §1, §9). */
export const APP_VERSION = '1.3.123';
export const PRODUCT_KEY = 'gondola';
