import { defineModule } from '../server-module.js';
import videoPreviewRoutes from './routes.js';

/** Video post-processing previews: cut, theme and intro/outro rendered as the recorder would. */
export default defineModule({
  name: 'video-preview',
  routes: [videoPreviewRoutes],
});
