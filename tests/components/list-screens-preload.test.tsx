import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onFirstIntent } from '@src/shell/ListScreensPreload';

describe('the list screens load at the first sign the user is about to move on', () => {
  const page = () =>
    render(
      <div>
        <p data-testid="text">Problems today</p>
        <a href="/problems">Problems</a>
        <button type="button">Open menu</button>
      </div>,
    );

  it('waits while nothing actionable is pointed at, then loads once on a link under the pointer', () => {
    const view = page();
    const work = vi.fn();
    onFirstIntent(work);
    fireEvent.pointerOver(view.getByTestId('text'));
    expect(work).not.toHaveBeenCalled();
    fireEvent.pointerOver(view.getByRole('link', { name: 'Problems' }));
    fireEvent.pointerOver(view.getByRole('link', { name: 'Problems' }));
    fireEvent.touchStart(view.getByRole('button', { name: 'Open menu' }));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('loads on a touch of the drawer’s button (a phone) or on tabbing to a link (a keyboard)', () => {
    const view = page();
    const touched = vi.fn();
    const stopTouch = onFirstIntent(touched);
    fireEvent.touchStart(view.getByRole('button', { name: 'Open menu' }));
    expect(touched).toHaveBeenCalledTimes(1);
    stopTouch();
    const tabbed = vi.fn();
    onFirstIntent(tabbed);
    fireEvent.focusIn(view.getByRole('link', { name: 'Problems' }));
    expect(tabbed).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the console goes (sign-out): nothing loads afterwards', () => {
    const view = page();
    const work = vi.fn();
    onFirstIntent(work)();
    fireEvent.pointerOver(view.getByRole('link', { name: 'Problems' }));
    expect(work).not.toHaveBeenCalled();
  });
});
