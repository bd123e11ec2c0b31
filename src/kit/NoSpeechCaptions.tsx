import { useLocaleState, useTranslate } from 'react-admin';

/**
 * The captions track of a clip without speech (intros, outros, uploaded clips): it says so, in the
 * user's language, so a deaf viewer knows nothing is missed.
 */
export function NoSpeechCaptions() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = locale === 'de' ? 'de' : 'en';
  return <track kind="captions" src={`/captions/no-speech.${language}.vtt`} srcLang={language} label={translate('gondola.files.captions')} default />;
}
