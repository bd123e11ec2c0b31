import { describe, expect, it } from 'vitest';
import { markdownAsText } from '../../server/modules/notes/markdown-text';

describe('a note’s Markdown as a one-line preview', () => {
  it('reads emphasis, links, code and headings without their marks', () => {
    expect(markdownAsText('## Camera 2\n\n**Lens** fogged, see [the runbook](https://example.com/rb) and run `restart`.')).toBe(
      'Camera 2 Lens fogged, see the runbook and run restart.',
    );
  });

  it('keeps list items and paragraphs apart by a space, and drops raw HTML', () => {
    expect(markdownAsText('Check:\n\n- cable\n- power <b>now</b>\n\n> quoted')).toBe('Check: cable power now quoted');
  });

  it('reads an image as its alternative text and leaves plain text as it is', () => {
    expect(markdownAsText('![finish line](x.png) at 9:40')).toBe('finish line at 9:40');
    expect(markdownAsText('Plain words, 3 * 4 = 12')).toBe('Plain words, 3 * 4 = 12');
  });
});
