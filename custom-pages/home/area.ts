import { defineArea, route, type PageLoader } from '@src/shell/area-manifest';
import { homeMethods } from './methods';

// The home page's module resolves once its own labels and messages are in the console's translations.
const triageHome: PageLoader = () => import('./TriageHome').then((m) => m.ready.then(() => m));

/** The home page: the triage of what is broken now. */
export default defineArea({
  name: 'home',
  // Called as the area's pages open: with the console, not a chunk of their own.
  methods: homeMethods,
  routes: [
    route('/', 'home', 'operations', 'console.read', { page: triageHome, light: true }),
    route('/home', 'home', 'operations', 'console.read', { page: triageHome, light: true }),
    route('/error/:errorId', 'error', 'operations', 'console.read', { redirect: () => '/' }),
  ],
  messages: () => import('./messages'),
  labels: {
    home: ['Home', 'Start'],
    error: ['Error', 'Fehler'],
  },
});
