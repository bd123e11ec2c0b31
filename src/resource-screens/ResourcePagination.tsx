import { Pagination, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { formattingLocale } from '@src/i18n/date-format';
import { numberFormat } from '@src/i18n/intl-formats';

/**
 * react-admin's pagination, except that a total the API only estimated (a list of more than
 * EXACT_COUNT_LIMIT matches) reads "1-25 of about 1,000,000".
 */
export function ResourcePagination() {
  const { meta } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!(meta as { totalEstimated?: boolean } | undefined)?.totalEstimated) return <Pagination />;
  const number = numberFormat(formattingLocale(locale));
  // Passed on to MUI's TablePagination, which react-admin's props do not declare.
  const label = {
    labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) => translate('gondola.kit.aboutTotal', { from, to, total: number.format(count) }),
  };
  return <Pagination {...(label as object)} />;
}
