import { describe, expect, it } from 'vitest';
import { resourceScreenMatcher } from '../../core/resource-kit/paths';
import { chunksOfScreen, pageChunksMatcher } from '../../core/screen-chunks';
import { RESOURCES } from '../../resources';

const resourceScreenAt = resourceScreenMatcher(RESOURCES);

describe('which resource screen a path opens (the server names its chunks in the page)', () => {
  it("finds a list at react-admin's path and at the spec's own list path", () => {
    expect(resourceScreenAt('/installations')).toEqual({ resource: 'installations', kind: 'list' });
    expect(resourceScreenAt('/worklogs/')).toEqual({ resource: 'worklogs', kind: 'list' });
    // Problems list at the spec's `/problem`; react-admin's `/problems` only forwards there.
    expect(resourceScreenAt('/problem')).toEqual({ resource: 'problems', kind: 'list' });
    expect(resourceScreenAt('/problems')).toBeUndefined();
  });

  it("finds a record's screens: edit, show, create, and the spec's create and by-id paths", () => {
    expect(resourceScreenAt('/worklogs/4f1c')).toEqual({ resource: 'worklogs', kind: 'record' });
    expect(resourceScreenAt('/worklogs/4f1c/show')).toEqual({ resource: 'worklogs', kind: 'record' });
    expect(resourceScreenAt('/worklogs/4f1c/show/history')).toEqual({ resource: 'worklogs', kind: 'record' });
    expect(resourceScreenAt('/resorts/create')).toEqual({ resource: 'resorts', kind: 'record' });
    expect(resourceScreenAt('/resorts/add')).toEqual({ resource: 'resorts', kind: 'record' });
    expect(resourceScreenAt('/resorts/id/7')).toEqual({ resource: 'resorts', kind: 'record' });
    expect(resourceScreenAt('/problems/9/show')).toEqual({ resource: 'problems', kind: 'record' });
  });

  it('finds nothing for the home page, the sign-in page, areas, or a path with a broken escape', () => {
    for (const path of ['/', '/login', '/reports', '/no-such-thing/1/2/3']) expect(resourceScreenAt(path), path).toBeUndefined();
    expect(() => resourceScreenAt('/worklogs/%E0%A4%A')).toThrow(URIError);
  });
});

describe("a screen's chunks", () => {
  const chunks = {
    list: ['/a/console.js', '/a/list.js'],
    record: ['/a/console.js', '/a/record.js'],
    own: { 'x.list': ['/a/x-list.js', '/a/list.js'], 'x.aside': ['/a/x-aside.js'], 'x.show': ['/a/x-show.js'] },
    pages: [],
  };
  it("are the kind's generic chunks and the resource's own screens of that kind, each once", () => {
    expect(chunksOfScreen(chunks, { resource: 'x', kind: 'list' })).toEqual(['/a/console.js', '/a/list.js', '/a/x-list.js']);
    expect(chunksOfScreen(chunks, { resource: 'x', kind: 'record' })).toEqual(['/a/console.js', '/a/record.js', '/a/x-show.js', '/a/x-aside.js']);
    expect(chunksOfScreen(chunks, { resource: 'y', kind: 'list' })).toEqual(['/a/console.js', '/a/list.js']);
  });
});

describe("an area page's chunks", () => {
  const chunks = {
    list: [],
    record: [],
    own: {},
    pages: [
      { path: '/', files: ['/a/home.js'] },
      { path: '/problem/report', files: ['/a/report.js'] },
      { path: '/inbox/:noteId?', files: ['/a/inbox.js'] },
      { path: '/notify/:installationId/:recipientId', files: ['/a/notify.js'] },
      { path: '/cloudstorage/*', files: ['/a/cloud.js'] },
    ],
  };
  const pageAt = pageChunksMatcher(chunks);
  const filesAt = (path: string) => pageAt(path)?.files;
  it("are found by the route's pattern as the console's router reads it: parameters, an optional one, the rest", () => {
    expect(filesAt('/')).toEqual(['/a/home.js']);
    expect(filesAt('/problem/report')).toEqual(['/a/report.js']);
    expect(filesAt('/inbox')).toEqual(['/a/inbox.js']);
    expect(filesAt('/inbox/7f')).toEqual(['/a/inbox.js']);
    expect(filesAt('/notify/1/2')).toEqual(['/a/notify.js']);
    expect(filesAt('/cloudstorage')).toEqual(['/a/cloud.js']);
    expect(filesAt('/cloudstorage/a/b/c.pdf')).toEqual(['/a/cloud.js']);
  });
  it('are none where no page is, where a parameter is missing or one segment too many', () => {
    for (const path of ['/problem', '/problem/report/x', '/notify/1', '/inbox/1/2', '/installations']) expect(filesAt(path), path).toBeUndefined();
  });
});
