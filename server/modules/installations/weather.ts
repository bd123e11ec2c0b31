import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { installationWeather, type InstallationWeather } from '../../../core/weather.js';
import { principalOf } from '../../auth/authenticate.js';
import { HttpError } from '../../http/errors.js';
import { docs } from '../../http/route-docs.js';
import { WeatherUnavailable } from '../../integrations/weather/open-meteo.js';
import { weatherProviderFor } from '../../integrations/weather/provider.js';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** The weather at an installation's location now (its cockpit), wind named on the Beaufort scale. */
export default async function installationWeatherRoutes(app: FastifyInstance) {
  const installations = app.resources.models.get('installations')!;
  const provider = weatherProviderFor(app.config);
  const source = provider.demo ? `${provider.name} (demo)` : provider.name;

  app.get<{ Params: { id: string } }>(
    '/api/installations/:id/weather',
    {
      config: { capability: 'console.read' },
      schema: docs({
        summary: "The weather at an installation's location now: temperature, conditions, wind and gusts with their Beaufort force, snowfall",
        tags: ['Installations'],
        params: idParams,
        response: { 200: installationWeather },
      }),
    },
    async (request): Promise<InstallationWeather> => {
      // The caller must be able to read the installation (its customer scope) before learning where it is.
      const installation = await app.resources.repository.require(installations, request.params.id, principalOf(request));
      const location = installation.location as { lat?: number; lng?: number } | null | undefined;
      const id = String(installation.id);
      if (typeof location?.lat !== 'number' || typeof location.lng !== 'number') return { installationId: id, weather: null, source };
      try {
        return { installationId: id, weather: await provider.current({ lat: location.lat, lng: location.lng }), source };
      } catch (error) {
        if (error instanceof WeatherUnavailable) throw new HttpError(502, 'weather_unavailable', error.message, { description: 'weatherUnavailable' });
        throw error;
      }
    },
  );
}
