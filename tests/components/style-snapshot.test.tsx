import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Box } from '@mui/material';
import { cleanup, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_SNAPSHOT_CHARS, restoreStyleSnapshot, STYLE_KEY, storeStyleSnapshot } from '@src/boot/style-snapshot';
import { snapshotOf } from '@src/console/style-cache';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const Styled = () => (
  <Box data-testid="styled" sx={{ color: 'rgb(200, 0, 0)', px: 2, '&:hover': { opacity: 0.5 } }}>
    x
  </Box>
);

/** Rules a cache inserted itself, as opposed to the ones it took from the page. */
const ownTags = () => document.head.querySelectorAll(`style[data-emotion="${STYLE_KEY}"]`);

function setBuild(src: string) {
  document.head.innerHTML = '';
  const script = document.createElement('script');
  script.type = 'module';
  script.src = src;
  document.head.appendChild(script);
}

beforeEach(() => setBuild('/assets/index-aaaa.js'));

describe("the console's styles kept from the last visit", () => {
  function firstVisit(storage: Storage) {
    const cache = createCache({ key: STYLE_KEY });
    render(
      <CacheProvider value={cache}>
        <Styled />
      </CacheProvider>,
    );
    const className = [...screen.getByTestId('styled').classList].find((c) => c.startsWith(`${STYLE_KEY}-`));
    const { names, css } = snapshotOf(cache);
    storeStyleSnapshot(names, css, document, storage);
    cleanup();
    setBuild('/assets/index-aaaa.js');
    return className;
  }

  it('are taken as made: the next visit compiles and inserts none of them again, and its elements get the same classes', () => {
    const storage = memoryStorage();
    const className = firstVisit(storage);
    expect(className).toBeDefined();

    restoreStyleSnapshot(document, storage);
    const cache = createCache({ key: STYLE_KEY });
    render(
      <CacheProvider value={cache}>
        <Styled />
      </CacheProvider>,
    );
    expect(screen.getByTestId('styled').classList).toContain(className);
    expect(ownTags()).toHaveLength(0);
    const restored = document.head.querySelector(`style[data-emotion^="${STYLE_KEY} "]`);
    expect(restored?.textContent).toContain('rgb(200, 0, 0)');
  });

  it('are not used by another build', () => {
    const storage = memoryStorage();
    firstVisit(storage);
    setBuild('/assets/index-bbbb.js');
    restoreStyleSnapshot(document, storage);
    expect(document.head.querySelector('style[data-emotion]')).toBeNull();
  });

  it('are not kept when they grow past the limit, and a broken snapshot is ignored', () => {
    const storage = memoryStorage();
    storeStyleSnapshot(['a1'], 'x'.repeat(MAX_SNAPSHOT_CHARS + 1), document, storage);
    expect(storage.length).toBe(0);
    storage.setItem('gondola.styles', '{not json');
    restoreStyleSnapshot(document, storage);
    expect(document.head.querySelector('style[data-emotion]')).toBeNull();
  });
});
