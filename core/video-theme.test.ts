import { describe, expect, it } from 'vitest';
import { elementWindow, fillThemePlaceholders, isShownAt, SAMPLE_RUN, unknownThemePlaceholders } from './video-theme';

describe('video theme rules', () => {
  it('starts an element at its event plus offset and keeps it for its duration, or to the end of the clip', () => {
    expect(elementWindow({ eventKey: 'finish', offset: 0.5, durationSeconds: 3 })).toEqual({ from: 47.35, to: 50.35 });
    expect(elementWindow({ eventKey: 'start', offset: -10 })).toEqual({ from: 0, to: SAMPLE_RUN.durationSeconds });
    expect(elementWindow({ eventKey: 'intermediate', eventReporterIndex: 1 })).toMatchObject({ from: 24.4 });
  });

  it('never shows an element whose event (key and reporter) the run lacks', () => {
    expect(elementWindow({ eventKey: 'intermediate', eventReporterIndex: 0 })).toBeUndefined();
    expect(isShownAt({ eventKey: 'finish', eventReporterIndex: 7 }, 50)).toBe(false);
  });

  it("shows what lasts to the end on the clip's last frame, and nothing before its start", () => {
    expect(isShownAt({ eventKey: 'finish' }, SAMPLE_RUN.durationSeconds)).toBe(true);
    expect(isShownAt({ eventKey: 'finish', durationSeconds: 2 }, SAMPLE_RUN.durationSeconds)).toBe(false);
    expect(isShownAt({ eventKey: 'finish' }, 46.8)).toBe(false);
  });

  it('fills the known placeholders and names the unknown ones', () => {
    expect(fillThemePlaceholders('{name} · {time} s · {unknown}')).toBe('Anna Berger · 42.85 s · {unknown}');
    expect(unknownThemePlaceholders('{name} {speed} {speed} {time}')).toEqual(['speed']);
  });
});
