import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, storedLanguage, storeLanguage } from '@src/i18n/language';
import { pageTitle } from '@src/shell/page-title';
import { loadSupportWidget, WIDGET_IDENTIFY_DELAY_MS } from '@src/shell/support-widget';
import { CHUNK_TIMEOUT_MS } from '@src/shell/lazy-page';
import { APP_VERSION } from '@core/version';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('language (spec §1, §9)', () => {
  it('is kept under gondolaSpaLanguage, English by default and as fallback', () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('gondolaSpaLanguage');
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(storedLanguage()).toBe('en');
    storeLanguage('de');
    expect(localStorage.getItem('gondolaSpaLanguage')).toBe('de');
    expect(storedLanguage()).toBe('de');
    localStorage.setItem('gondolaSpaLanguage', 'fr');
    expect(storedLanguage()).toBe('en');
  });
});

describe('page title (spec §1)', () => {
  it('shows the environment name unless it is production', () => {
    expect(pageTitle(['Resorts'], 'staging')).toBe('Resorts · Gondola [staging]');
    expect(pageTitle(['Resorts'], 'production')).toBe('Resorts · Gondola');
    expect(pageTitle(['Resorts'], 'Production')).toBe('Resorts · Gondola');
    expect(pageTitle([], undefined)).toBe('Gondola');
  });
});

describe('constants (spec §9)', () => {
  it('match the specification', () => {
    expect(APP_VERSION).toBe('1.3.123');
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    expect(WIDGET_IDENTIFY_DELAY_MS).toBe(2000);
  });
});

describe('support widget', () => {
  it('loads with the locale and identifies the user for the ticket form 2000 ms after start', () => {
    vi.useFakeTimers();
    const win: Record<string, unknown> = {};
    loadSupportWidget({ url: 'https://widget.example.com/widget.js', widgetId: '4711', locale: 'de', user: { name: 'Anna Admin', email: 'admin@gondola.example' }, win });
    const script = document.head.querySelector('script[data-gondola="support-widget"]') as HTMLScriptElement;
    expect(script.src).toBe('https://widget.example.com/widget.js');
    expect(win.fwSettings).toEqual({ widget_id: 4711, locale: 'de' });
    const api = win.FreshworksWidget as ((...a: unknown[]) => void) & { q: unknown[][] };
    vi.advanceTimersByTime(1999);
    expect(api.q).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(api.q).toEqual([['identify', 'ticketForm', { name: 'Anna Admin', email: 'admin@gondola.example' }]]);
  });
});
