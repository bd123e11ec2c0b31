import { f } from '../../core/resource-kit/authoring';

/** The picture sizes the lane cameras and recorders of the field support. */
export const RESOLUTIONS = [
  f.option('1280x720', '1280 × 720 (HD)', '1280 × 720 (HD)'),
  f.option('1920x1080', '1920 × 1080 (Full HD)', '1920 × 1080 (Full HD)'),
  f.option('3840x2160', '3840 × 2160 (4K)', '3840 × 2160 (4K)'),
];

/** The lane a configuration belongs to (1..64, as the trackers number them). */
export const laneField = () => f.integer(['Lane', 'Bahn'], { required: true, min: 1, max: 64, default: 1, filterable: true });

export const frameRateField = () => f.integer(['Frame rate', 'Bildrate'], { required: true, min: 1, max: 120, default: 25, unit: 'fps' });
