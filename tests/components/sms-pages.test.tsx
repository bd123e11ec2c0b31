import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import IncompleteSmsPage from '@custom-pages/sms-management/IncompleteSmsPage';
import { SmsPreview } from '@custom-pages/sms-management/SmsPreview';
import { createI18nProvider } from '@src/console/i18n-provider';
import { renderPage } from './page-harness';

afterEach(cleanup);

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
