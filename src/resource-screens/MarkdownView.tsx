import { Box } from '@mui/material';
import Markdown from 'react-markdown';

/**
 * Markdown as the reader should see it. Raw HTML in the source is dropped (skipHtml) and
 * react-markdown's default URL transform refuses javascript: and other unsafe link targets.
 */
export default function MarkdownView({ text }: { text: string }) {
  return (
    <Box
      className="gondola-markdown"
      sx={{
        '& p': { my: 0.5 },
        '& ul, & ol': { my: 0.5, pl: 3 },
        '& h1, & h2, & h3': { fontSize: '1.05rem', my: 1 },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
      }}
    >
      <Markdown
        skipHtml
        components={{
          a: ({ href, children }) => (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {children}
            </a>
          ),
          img: ({ alt }) => <span>{alt}</span>,
        }}
      >
        {text}
      </Markdown>
    </Box>
  );
}
