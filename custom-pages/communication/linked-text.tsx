import { Link } from '@mui/material';
import type { ReactNode } from 'react';

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

/**
 * A received message as the demo inbox shows it: cut to `limit` characters, its web addresses
 * clickable, and those the cut would hide (the acknowledge link at an SMS's end) still shown after
 * it, so a link from the sink can be followed.
 */
export function LinkedText({ text, limit }: { text: string; limit: number }) {
  const shown = text.slice(0, limit);
  const parts: ReactNode[] = [];
  let last = 0;
  const inShown = new Set<string>();
  for (const match of shown.matchAll(URL_PATTERN)) {
    const url = match[0];
    // A link the cut went through is not a link: it follows below, whole.
    if (match.index + url.length >= limit && text.length > limit) break;
    inShown.add(url);
    parts.push(shown.slice(last, match.index));
    parts.push(
      <Link key={`${match.index}`} href={url} target="_blank" rel="noopener noreferrer">
        {url}
      </Link>,
    );
    last = match.index + url.length;
  }
  parts.push(shown.slice(last));
  const hidden = [...new Set([...text.matchAll(URL_PATTERN)].map((m) => m[0]))].filter((url) => !inShown.has(url));
  return (
    <>
      {parts}
      {hidden.map((url) => (
        <span key={url}>
          {' '}
          <Link href={url} target="_blank" rel="noopener noreferrer">
            {url}
          </Link>
        </span>
      ))}
    </>
  );
}
