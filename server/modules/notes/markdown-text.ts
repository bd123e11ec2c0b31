import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

/** Containers whose children are blocks: read with a space between them. */
const BLOCKS = new Set(['root', 'list', 'listItem', 'blockquote', 'table', 'tableRow', 'tableCell']);

function read(node: Nodes): string {
  if (node.type === 'image' || node.type === 'imageReference') return node.alt ?? '';
  if ('value' in node && node.type !== 'html') return node.value;
  if (!('children' in node)) return '';
  const parts = (node.children as Nodes[]).map(read);
  return BLOCKS.has(node.type) ? parts.filter(Boolean).join(' ') : parts.join('');
}

/**
 * A note's Markdown as its reader sees the words: emphasis, links, headings and lists read, their
 * marks not shown, raw HTML dropped, on one line. For previews such as the home page's unread
 * notes, which show a line of each (the note itself renders its Markdown).
 */
export function markdownAsText(markdown: string): string {
  return read(fromMarkdown(markdown)).replace(/\s+/g, ' ').trim();
}
