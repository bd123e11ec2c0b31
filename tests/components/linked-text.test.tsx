import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText } from '../../custom-pages/communication/linked-text';

describe('the demo inbox’s message text', () => {
  it('keeps an SMS’s acknowledge link whole and clickable when the text is cut, and links the addresses it shows', () => {
    const link = 'http://localhost:3000/a/K7P2QX.abcdefghijkl';
    const sms = `DISASTER: ${'Photocell finish line: no signal for 15 minutes during opening hours '.repeat(2)}@ Ischgl. Ack: ${link} or reply ACK K7P2QX`;
    render(<LinkedText text={sms} limit={160} />);
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(link);

    render(<LinkedText text={`See https://example.com/a and https://example.com/b`} limit={160} />);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([link, 'https://example.com/a', 'https://example.com/b']);
  });
});
