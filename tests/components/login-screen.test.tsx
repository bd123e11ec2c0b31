import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginScreen } from '@src/boot/LoginScreen';

describe('LoginScreen', () => {
  it('says the user may lack permission and starts sign-in on click', async () => {
    const onSignIn = vi.fn().mockResolvedValue(undefined);
    render(<LoginScreen language="en" onLanguageChange={() => {}} onSignIn={onSignIn} />);
    expect(screen.getByText(/you may lack permission/i)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Redirecting to sign-in…' })).toBeTruthy();
  });

  it('shows why a user was signed out, in German', () => {
    render(<LoginScreen language="de" onLanguageChange={() => {}} onSignIn={async () => {}} notice="foreign-domain" />);
    expect(screen.getByRole('alert').textContent).toBe('Sie wurden abgemeldet: Mitarbeiterkonten müssen eine E-Mail-Adresse des Unternehmens verwenden.');
  });

  it('logs a failed sign-in redirect to the console and lets the user try again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<LoginScreen language="en" onLanguageChange={() => {}} onSignIn={() => Promise.reject(new Error('provider down'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('button', { name: 'Sign in' });
    expect(error).toHaveBeenCalledWith('Sign-in redirect failed', expect.any(Error));
    error.mockRestore();
  });

  it('names the environment in the browser title unless it is production', () => {
    const { rerender } = render(<LoginScreen language="de" onLanguageChange={() => {}} onSignIn={async () => {}} environment="staging" />);
    expect(document.title).toBe('Anmelden · Gondola [staging]');
    rerender(<LoginScreen language="en" onLanguageChange={() => {}} onSignIn={async () => {}} environment="production" />);
    expect(document.title).toBe('Sign in · Gondola');
  });
});
