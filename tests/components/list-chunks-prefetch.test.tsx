import { afterEach, describe, expect, it } from 'vitest';
import { LIST_CHUNKS_ELEMENT_ID } from '@core/constants';
import { prefetchListChunks } from '@src/shell/ListScreensPreload';

const name = (files: unknown) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = LIST_CHUNKS_ELEMENT_ID;
  element.textContent = typeof files === 'string' ? files : JSON.stringify(files);
  document.head.appendChild(element);
};
const prefetches = () => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => [link.getAttribute('href'), link.getAttribute('crossorigin')]);

afterEach(() => {
  document.head.innerHTML = '';
});

describe("the generic list's files are fetched ahead into the cache", () => {
  it('prefetches each file the page names that it has not loaded, once', () => {
    const preloaded = document.createElement('link');
    preloaded.rel = 'modulepreload';
    preloaded.href = '/assets/ConsoleApp-x1.js';
    document.head.appendChild(preloaded);
    name(['/assets/ConsoleApp-x1.js', '/assets/list-screens-y2.js', '/assets/area-messages-z3.js']);
    prefetchListChunks();
    expect(prefetches()).toEqual([
      ['/assets/list-screens-y2.js', ''],
      ['/assets/area-messages-z3.js', ''],
    ]);
    expect(document.getElementById(LIST_CHUNKS_ELEMENT_ID)).toBeNull();
    prefetchListChunks();
    expect(prefetches()).toHaveLength(2);
  });

  it('makes no link of what is not one of the build’s files, nor of a page that names none or garbles them', () => {
    name(['https://elsewhere.example/x.js', '/api/installations', 42, '/assets/ok-1.js']);
    prefetchListChunks();
    expect(prefetches()).toEqual([['/assets/ok-1.js', '']]);
    document.head.innerHTML = '';
    name('{not json');
    prefetchListChunks();
    name({ list: ['/assets/ok-1.js'] });
    prefetchListChunks();
    prefetchListChunks();
    expect(prefetches()).toEqual([]);
  });
});
