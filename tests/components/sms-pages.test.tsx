import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ChannelsStep } from '@custom-pages/communication/ChannelsStep';
import { freshDraft, type Draft } from '@custom-pages/communication/notification-draft';
import IncompleteSmsPage from '@custom-pages/sms-management/IncompleteSmsPage';
import { SmsPreview } from '@custom-pages/sms-management/SmsPreview';
import { createI18nProvider } from '@src/console/i18n-provider';
import { renderPage } from './page-harness';

function WithForm({ text }: { text: string }) {
  const form = useForm({ defaultValues: { text } });
  return (
    <FormProvider {...form}>
      <SmsPreview />
    </FormProvider>
  );
}

const renderPreview = (text: string) =>
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={createI18nProvider('en', () => {})}>
      <WithForm text={text} />
    </AdminContext>,
  );

describe('the SMS template preview', () => {
  it('fills the placeholders with sample values and counts GSM-7 characters and parts', () => {
    renderPreview('Hello from {resort}, your video is ready.');
    expect(screen.getByTestId('sms-preview-text').textContent).toBe('Hello from Ischgl, your video is ready.');
    expect(screen.getByTestId('sms-encoding').textContent).toContain('GSM-7');
    expect(screen.getByTestId('sms-parts').textContent).toContain('1');
  });

  it('switches to UCS-2 for characters GSM-7 lacks, and inserts a placeholder at a click', async () => {
    renderPreview('Grüße 😀');
    expect(screen.getByTestId('sms-encoding').textContent).toContain('UCS-2');
    const chip = screen.getAllByRole('button', { name: /Insert/ })[0]!;
    fireEvent.click(chip);
    await waitFor(() => expect(screen.getByTestId('sms-characters').textContent).not.toContain(': 8'));
  });
});

describe('the incomplete SMS page', () => {
  it('lists only the outgoing messages that could not be completed', async () => {
    const getList = vi.fn(async () => ({
      data: [{ id: 's1', recipient: '+41791234567', text: 'Your video is ready', status: 'incomplete', createdAt: '2026-11-24T07:00:00.000Z' }],
      total: 1,
    }));
    renderPage(<IncompleteSmsPage />, { url: '/smsmanagement/incomplete', path: '/smsmanagement/incomplete', data: { getList } });
    expect(await screen.findByText('+41791234567')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('outbox-messages', expect.objectContaining({ filter: expect.objectContaining({ status: 'incomplete' }) }));
  });
});

describe("the notification wizard's channels step", () => {
  const draft = { ...freshDraft({ title: 'Notice', kind: 'wizard', contactIds: [], channels: ['email'] }), id: 'n1', version: 1 } as Draft;
  const renderChannels = (sms: 'provider' | 'sink' | 'off', channels: string[]) => {
    const change = vi.fn();
    renderPage(<ChannelsStep draft={{ ...draft, channels }} change={change} />, {
      url: '/notify',
      path: '/notify',
      data: { getCommunicationStatus: async () => ({ mail: 'smtp', sms, freshdesk: false }), findRecipients: async () => ({ total: 0, contacts: [] }) },
    });
    return change;
  };

  it('says SMS is off and offers e-mail only when the console has no SMS provider', async () => {
    renderChannels('off', ['email']);
    expect(await screen.findByText(/SMS is off on this console/)).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'SMS' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'E-mail' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('lets a draft that chose SMS before it went off untick it', async () => {
    const change = renderChannels('off', ['email', 'sms']);
    await screen.findByText(/SMS is off on this console/);
    fireEvent.click(screen.getByRole('checkbox', { name: 'SMS' }));
    expect(change).toHaveBeenCalledWith({ channels: ['email'] });
  });

  it('offers SMS with a provider and says nothing of it', async () => {
    renderChannels('provider', ['email']);
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'SMS' }) as HTMLInputElement).disabled).toBe(false));
    expect(screen.queryByText(/SMS is off/)).toBeNull();
  });
});
