import type { Language } from '../language';
import { pick, type PairTree } from './pairs';

/** Messages of the weather at an installation (gondola.weather.*): the Beaufort scale's own names in both languages. */
const WEATHER: PairTree = {
  weather: {
    title: ['Weather now', 'Wetter jetzt'],
    feelsLike: ['Feels like %{value}', 'Gefühlt %{value}'],
    wind: ['Wind', 'Wind'],
    gusts: ['Gusts', 'Böen'],
    windFrom: ['%{speed} from %{direction}', '%{speed} aus %{direction}'],
    force: ['Force %{force} · %{name}', 'Stärke %{force} · %{name}'],
    snowfall: ['New snow: %{value} cm', 'Neuschnee: %{value} cm'],
    measured: ['As of %{time}', 'Stand %{time}'],
    source: ['Weather data by %{source}', 'Wetterdaten von %{source}'],
    noLocation: [
      'This installation has no location: set it on the installation to see its weather here.',
      'Diese Installation hat keinen Standort: Tragen Sie ihn bei der Installation ein, um hier ihr Wetter zu sehen.',
    ],
    setLocation: ['Set the location', 'Standort eintragen'],
    unavailable: ['The weather service did not answer: %{detail}', 'Der Wetterdienst hat nicht geantwortet: %{detail}'],
    kind: {
      clear: ['Clear', 'Klar'],
      partlyCloudy: ['Partly cloudy', 'Teilweise bewölkt'],
      overcast: ['Overcast', 'Bedeckt'],
      fog: ['Fog', 'Nebel'],
      drizzle: ['Drizzle', 'Nieselregen'],
      rain: ['Rain', 'Regen'],
      snow: ['Snow', 'Schnee'],
      thunderstorm: ['Thunderstorm', 'Gewitter'],
      unknown: ['Weather code %{code}', 'Wettercode %{code}'],
    },
    beaufort: {
      0: ['Calm', 'Windstille'],
      1: ['Light air', 'Leiser Zug'],
      2: ['Light breeze', 'Leichte Brise'],
      3: ['Gentle breeze', 'Schwache Brise'],
      4: ['Moderate breeze', 'Mäßige Brise'],
      5: ['Fresh breeze', 'Frische Brise'],
      6: ['Strong breeze', 'Starker Wind'],
      7: ['Near gale', 'Steifer Wind'],
      8: ['Gale', 'Stürmischer Wind'],
      9: ['Strong gale', 'Sturm'],
      10: ['Storm', 'Schwerer Sturm'],
      11: ['Violent storm', 'Orkanartiger Sturm'],
      12: ['Hurricane', 'Orkan'],
    },
    compass: {
      N: ['north', 'Nord'],
      NE: ['north-east', 'Nordost'],
      E: ['east', 'Ost'],
      SE: ['south-east', 'Südost'],
      S: ['south', 'Süd'],
      SW: ['south-west', 'Südwest'],
      W: ['west', 'West'],
      NW: ['north-west', 'Nordwest'],
    },
  },
};

export const weatherMessages = (language: Language) => pick(WEATHER, language);
