import { z } from 'zod';

/** What the tracker's route groups share in their documentation and input. */
export const tags = ['Tracker and video'];
export const DAY = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD');
export const idParams = z.object({ id: z.string().min(1).max(200) });
