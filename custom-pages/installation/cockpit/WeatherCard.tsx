import { Alert, Box, Chip, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { windConcern, type CurrentWeather } from '@core/weather';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { formattingLocale, useDateFormat } from '@src/i18n/date-format';

const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
const compassOf = (degrees: number) => COMPASS[Math.round((((degrees % 360) + 360) % 360) / 45) % 8]!;
const CONCERN_COLOUR = { none: 'default', warning: 'warning', danger: 'error' } as const;

/** One wind figure: speed, where it comes from, and its Beaufort force named, coloured when lifts and cameras are at risk. */
function WindLine({ label, kmh, force, from, testId }: { label: string; kmh: number; force: number; from?: number | null; testId: string }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const speed = `${kmh.toLocaleString(formattingLocale(language), { maximumFractionDigits: 0 })} km/h`;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid={testId} data-beaufort={force}>
      <Typography variant="body2" sx={{ minWidth: 48, fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="body2">
        {from == null ? speed : translate('gondola.weather.windFrom', { speed, direction: translate(`gondola.weather.compass.${compassOf(from)}`) })}
      </Typography>
      <Chip
        size="small"
        color={CONCERN_COLOUR[windConcern(force)]}
        variant={windConcern(force) === 'none' ? 'outlined' : 'filled'}
        label={translate('gondola.weather.force', { force, name: translate(`gondola.weather.beaufort.${force}`) })}
      />
    </Stack>
  );
}

function WeatherNow({ weather, source }: { weather: CurrentWeather; source: string }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const { dateTime } = useDateFormat();
  const locale = formattingLocale(language);
  const degrees = (value: number) => `${value.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} °C`;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="p" data-testid="weather-temperature">
          {degrees(weather.temperatureC)}
        </Typography>
        <Box>
          <Typography sx={{ fontWeight: 600 }} data-testid="weather-kind">
            {translate(`gondola.weather.kind.${weather.kind}`, { code: weather.weatherCode })}
          </Typography>
          {weather.feelsLikeC != null && (
            <Typography variant="body2" color="text.secondary">
              {translate('gondola.weather.feelsLike', { value: degrees(weather.feelsLikeC) })}
            </Typography>
          )}
        </Box>
      </Stack>
      <WindLine label={translate('gondola.weather.wind')} kmh={weather.windKmh} force={weather.beaufort} from={weather.windFromDegrees} testId="weather-wind" />
      {weather.gustKmh != null && weather.gustBeaufort != null && (
        <WindLine label={translate('gondola.weather.gusts')} kmh={weather.gustKmh} force={weather.gustBeaufort} testId="weather-gusts" />
      )}
      {!!weather.snowfallCm && (
        <Typography variant="body2">{translate('gondola.weather.snowfall', { value: weather.snowfallCm.toLocaleString(locale, { maximumFractionDigits: 1 }) })}</Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {translate('gondola.weather.measured', { time: dateTime(weather.at) })} · {/* Open-Meteo's data is CC BY 4.0: it is named where it is shown. */}
        <Link href="https://open-meteo.com/" target="_blank" rel="noreferrer">
          {translate('gondola.weather.source', { source })}
        </Link>
      </Typography>
    </Stack>
  );
}

/** The weather at the installation's location now, asked again every ten minutes while the cockpit is open. */
export function WeatherCard({ installationId }: { installationId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['installations', 'weather', installationId],
    queryFn: () => dataProvider.getInstallationWeather(installationId),
    refetchInterval: 600_000,
    retry: false,
  });
  if (isPending) return null;
  if (error) return <Alert severity="warning">{translate('gondola.weather.unavailable', { detail: error.message })}</Alert>;
  if (!data.weather)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="weather-no-location">
        {translate('gondola.weather.noLocation')}{' '}
        <Link component={RouterLink} to={`/installations/${encodeURIComponent(installationId)}`}>
          {translate('gondola.weather.setLocation')}
        </Link>
      </Typography>
    );
  return <WeatherNow weather={data.weather} source={data.source} />;
}
