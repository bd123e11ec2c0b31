import { defineArea, route, type PageLoader } from '@src/shell/area-manifest';
import { lazyMethods } from '@src/data/lazy-methods';
import type { ReviewMethods } from './methods';

const mediaReview: PageLoader = () => import('./MediaReviewPage');

/** The moderation queues (photopoint, video, photo) and the review report. */
export default defineArea({
  name: 'media-review',
  routes: [
    route('/photopoint-media-review', 'photopointMediaReview', 'video', 'media.review', { menu: true, page: mediaReview }),
    route('/video-media-review', 'videoMediaReview', 'video', 'media.review', { menu: true, page: mediaReview }),
    route('/photo-media-review', 'photoMediaReview', 'video', 'media.review', { menu: true, page: mediaReview }),
    route('/media-review-report', 'mediaReviewReport', 'video', 'media.review', { menu: true, page: () => import('./MediaReviewReportPage') }),
  ],
  // The methods' code loads with their first call; the console's first load carries only their names.
  methods: (http) =>
    lazyMethods<ReviewMethods>(() => import('./methods').then((m) => m.reviewMethods(http)), {
      getReviewSummary: true,
      claimMedia: true,
      renewMediaLease: true,
      releaseMedia: true,
      decideMedia: true,
      undoMediaDecision: true,
      getDecidedMedia: true,
      redecideMedium: true,
      getMediaReport: true,
      getMediaReportCsv: true,
    }),
  messages: () => import('./messages'),
  labels: {
    photopointMediaReview: ['Photopoint media review', 'Fotopunkt-Medienprüfung'],
    videoMediaReview: ['Video media review', 'Video-Medienprüfung'],
    photoMediaReview: ['Photo media review', 'Foto-Medienprüfung'],
    mediaReviewReport: ['Media review report', 'Bericht Medienprüfung'],
  },
});
