import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import VolumeUp from '@mui/icons-material/VolumeUp';
import { Alert, Box, IconButton, Slider, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { isLinkedFile } from '@core/files';
import { elementWindow, fillThemePlaceholders, isShownAt, SAMPLE_RUN, THEME_PLACEHOLDERS } from '@core/video-theme';
import { fontFamilyOf, loadFont, useThemeMedia } from './theme-media';

const POSITION = { start: 'left top', center: 'center', end: 'right bottom' } as const;
const ALIGN = { start: 'flex-start', center: 'center', end: 'flex-end' } as const;

type Media = ReturnType<typeof useThemeMedia>;

function ElementBox({ element, theme, media, highlighted }: { element: RaRecord; theme: RaRecord; media: Media; highlighted: boolean }) {
  const translate = useTranslate();
  const kind = String(element.kind);
  const anchor = (element.anchor as keyof typeof POSITION) ?? 'start';
  const frameWidth = Number(theme.frameWidth ?? 1920);
  const font = element.font ? media.fonts.get(String(element.font)) : undefined;
  if (font && isLinkedFile(font.fontFile)) void loadFont(String(font.id), font.fontFile);
  const box = {
    position: 'absolute' as const,
    left: `${element.x ?? 0}%`,
    top: `${element.y ?? 0}%`,
    width: `${element.width ?? 10}%`,
    height: `${element.height ?? 10}%`,
    outline: highlighted ? '3px solid' : '1px dashed',
    outlineColor: highlighted ? 'warning.main' : 'rgba(255,255,255,0.45)',
    display: 'flex',
    alignItems: ALIGN[anchor],
    justifyContent: ALIGN[anchor],
    overflow: 'hidden',
  };
  if (kind === 'layoutImage' || kind === 'userDependentImage') {
    const image = element.collection ? media.firstImage.get(String(element.collection)) : undefined;
    return (
      <Box sx={box} data-testid={`preview-element-${element.id}`}>
        {image ? (
          <Box
            component="img"
            src={image.url}
            alt={String(element.name)}
            sx={{ width: '100%', height: '100%', objectFit: element.scaleMode === 'envelopBorder' ? 'cover' : 'contain', objectPosition: POSITION[anchor] }}
          />
        ) : (
          <Typography variant="caption" sx={{ color: '#fff', p: 0.5 }}>
            {translate(element.collection ? 'gondola.video.preview.emptyCollection' : 'gondola.video.preview.noCollection')}
          </Typography>
        )}
      </Box>
    );
  }
  const text = kind === 'userDependentText' ? fillThemePlaceholders(String(element.text ?? '')) : String(element.text ?? '');
  return (
    <Box
      sx={{
        ...box,
        color: String(element.colour ?? '#FFFFFF'),
        fontFamily: font ? `"${fontFamilyOf(String(font.id))}", sans-serif` : 'sans-serif',
        // The size is set for the theme's frame; the preview frame scales it with its own width.
        fontSize: `${(Number(element.fontSize ?? 48) / frameWidth) * 100}cqw`,
        lineHeight: 1.1,
        textShadow: '0 1px 3px rgba(0,0,0,0.8)',
        whiteSpace: 'pre-wrap',
        textAlign: anchor === 'center' ? 'center' : anchor === 'end' ? 'right' : 'left',
      }}
      data-testid={`preview-element-${element.id}`}
    >
      {text}
    </Box>
  );
}

/**
 * A theme's frame at a chosen moment of the sample run: pictures from their collections, texts in
 * their fonts with the sample racer filled in, and the sounds played as the run passes them.
 */
export function ThemePreview({ theme, elements, highlight }: { theme: RaRecord; elements: RaRecord[]; highlight?: string }) {
  const translate = useTranslate();
  const media = useThemeMedia();
  const [second, setSecond] = useState(SAMPLE_RUN.events.find((e) => e.eventKey === 'finish')!.at + 1.5);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const frame = useRef<number | undefined>(undefined);
  const sorted = [...elements].sort((a, b) => Number(a.layer ?? 0) - Number(b.layer ?? 0));
  const sounds = sorted.filter((e) => e.kind === 'sound');
  const visible = sorted.filter((e) => e.kind !== 'sound' && isShownAt(e, second));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the clock starts from where play was pressed; restarting it on every tick would stall it
  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    let at = second >= SAMPLE_RUN.durationSeconds - 0.1 ? 0 : second;
    const tick = (now: number) => {
      const next = at + (now - last) / 1000;
      for (const sound of sounds) {
        const window = elementWindow(sound);
        const record = sound.sound ? media.sounds.get(String(sound.sound)) : undefined;
        if (window && record && isLinkedFile(record.audio) && window.from > at && window.from <= next) {
          const audio = new Audio(record.audio.url);
          audio.volume = Math.min(1, Number(sound.volume ?? 80) / 100);
          audio.play().catch(() => setMuted(true));
        }
      }
      at = next;
      last = now;
      if (at >= SAMPLE_RUN.durationSeconds) {
        setSecond(SAMPLE_RUN.durationSeconds);
        setPlaying(false);
        return;
      }
      setSecond(Math.round(at * 10) / 10);
      frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame.current!);
  }, [playing]);

  const [start, intermediate, finish] = SAMPLE_RUN.events.map((e) => e.at);
  const ratio = `${Number(theme.frameWidth ?? 1920)} / ${Number(theme.frameHeight ?? 1080)}`;
  const described = visible.map((e) => String(e.name)).join(', ') || translate('gondola.video.preview.nothingVisible');
  return (
    <Box component="section" aria-label={translate('gondola.video.preview.title')} data-testid="theme-preview">
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('gondola.video.preview.title')}
      </Typography>
      <Box
        role="img"
        aria-label={translate('gondola.video.preview.frameLabel', { seconds: second.toFixed(1), visible: described })}
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: ratio,
          bgcolor: String(theme.background ?? '#0B1F33'),
          containerType: 'inline-size',
          borderRadius: 1,
          overflow: 'hidden',
        }}
        data-testid="preview-frame"
      >
        {visible.map((element) => (
          <ElementBox key={element.id} element={element} theme={theme} media={media} highlighted={String(element.id) === highlight} />
        ))}
      </Box>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 1 }}>
        <IconButton onClick={() => setPlaying((p) => !p)} aria-label={translate(playing ? 'gondola.video.preview.pause' : 'gondola.video.preview.play')} data-testid="preview-play">
          {playing ? <Pause /> : <PlayArrow />}
        </IconButton>
        <Slider
          value={second}
          min={0}
          max={SAMPLE_RUN.durationSeconds}
          step={0.1}
          onChange={(_, v) => setSecond(v as number)}
          valueLabelDisplay="auto"
          getAriaValueText={(v) => translate('gondola.video.preview.at', { seconds: v.toFixed(1) })}
          aria-label={translate('gondola.video.preview.moment')}
          marks={SAMPLE_RUN.events.map((e) => ({ value: e.at }))}
          sx={{ flex: 1 }}
        />
        <Typography variant="body2" sx={{ minWidth: 56, textAlign: 'right' }} aria-hidden>
          {translate('gondola.video.preview.at', { seconds: second.toFixed(1) })}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate('gondola.video.preview.events', { start, intermediate, finish })} ·{' '}
        {translate('gondola.video.preview.sample', { name: THEME_PLACEHOLDERS.name, startNumber: THEME_PLACEHOLDERS.startNumber, time: THEME_PLACEHOLDERS.time })}
      </Typography>
      {sounds.map((sound) => {
        const record = sound.sound ? media.sounds.get(String(sound.sound)) : undefined;
        const window = elementWindow(sound);
        return (
          <Stack key={sound.id} direction="row" spacing={1} alignItems="center" sx={{ mt: 0.5 }}>
            <VolumeUp fontSize="small" color={window && second >= window.from && second < window.from + 2 ? 'warning' : 'action'} aria-hidden />
            <Typography variant="body2">
              {record ? translate('gondola.video.preview.sound', { name: record.name }) : translate('gondola.video.preview.noSound')} ·{' '}
              {window ? translate('gondola.video.theme.shows', { from: window.from.toFixed(1), to: window.to.toFixed(1) }) : translate('gondola.video.theme.never')}
            </Typography>
          </Stack>
        );
      })}
      <Typography variant="caption" color="text.secondary">
        {translate('gondola.video.preview.legend')}
      </Typography>
      {muted && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('gondola.video.preview.soundsMuted')}
        </Alert>
      )}
    </Box>
  );
}
