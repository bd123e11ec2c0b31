import { bootTranslate } from '@src/i18n/boot-messages';
import type { Language } from '@src/i18n/language';

/** The same markup as index.html's static placeholder, so the hand-over is seamless. */
export function LoadingPlaceholder({ language }: { language: Language }) {
  return (
    <div className="boot-loading" role="status" aria-live="polite" data-testid="loading-placeholder">
      <div className="boot-spinner" aria-hidden="true" />
      <p className="boot-loading-text">{bootTranslate(language, 'boot.loading')}</p>
    </div>
  );
}
