import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { KIND_FILE, REJECT_REASONS, type MediaKind } from '../../../core/media-review.js';
import type { Queryable } from '../../db/database.js';
import { videoThumbnail } from '../../modules/media-review/poster.js';
import { panorama, slopePicture } from '../../simulator/png.js';
import { ingestFile } from '../../storage/ingest.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import type { SeedSet } from '../seed-set.js';
import { demoClip } from './media-files.js';

/** Per kind: the installation types that deliver it, the device type, how many wait and how many were decided. */
const PLAN: Record<MediaKind, { installationTypes: string[]; deviceType: string; pending: number; decided: number }> = {
  photo: { installationTypes: ['phototrap'], deviceType: 'photopoint', pending: 40, decided: 14 },
  photopoint: { installationTypes: ['photopoint'], deviceType: 'photopoint', pending: 12, decided: 8 },
  video: { installationTypes: ['video', 'videoDirector'], deviceType: 'recorder', pending: 5, decided: 3 },
};
const MODERATORS = [
  ['demo-moderation', 'Mia Moderation'],
  ['demo-admin', 'Anna Admin'],
] as const;
const MINUTE = 60_000;

async function fileFor(storage: ObjectStorage, kind: MediaKind, installationId: string, n: number) {
  const video = kind === 'video';
  const body = video ? await demoClip() : kind === 'photopoint' ? panorama(n * 7) : slopePicture(n * 13, 480, 300);
  const stored = await ingestFile(storage, {
    body: Readable.from([body]),
    fileName: `${randomUUID()}.${video ? 'webm' : 'png'}`,
    kind: KIND_FILE[kind],
    folder: `media/${kind}/${installationId}`,
  });
  const poster = video ? await videoThumbnail(storage, stored.key) : null;
  return poster ? { ...stored, thumbnailKey: poster } : stored;
}

/**
 * The moderation queue as a morning finds it: media that arrived in the last hours and wait, and
 * what the moderators decided in the two days before (the report's numbers). Later media come from
 * the simulated devices, through MQTT and the upload endpoint.
 */
export const demoReviewSeed: SeedSet = {
  name: 'demo-media-review',
  demo: true,
  needsStorage: true,
  async run(tx: Queryable, { storage }) {
    const now = Date.now();
    let n = 0;
    for (const [kind, plan] of Object.entries(PLAN) as Array<[MediaKind, (typeof PLAN)[MediaKind]]>) {
      const { rows: places } = await tx.query<{ id: string; device_id: string | null; photopoint_id: string | null }>(
        `select i.id, (select d.id from devices d where d.installation_id = i.id and d.type = $2 order by d.id limit 1) as device_id,
           (select p.id from photopoints p where p.resort_id = i.resort_id order by p.name, p.id limit 1) as photopoint_id
         from installations i where i.type = any($1::text[]) and i.status = 'active' order by i.id limit 3`,
        [plan.installationTypes, plan.deviceType],
      );
      if (!places.length) continue;
      for (let i = 0; i < plan.pending + plan.decided; i++) {
        n += 1;
        const place = places[i % places.length]!;
        const decided = i >= plan.pending;
        // Waiting ones arrived over the last three hours; decided ones the two days before.
        const arrived = decided ? now - (26 + (i % 20)) * 60 * MINUTE + (i % 7) * MINUTE : now - (i * 180 * MINUTE) / plan.pending - 2 * MINUTE;
        const file = await fileFor(storage!, kind, place.id, n);
        const [reviewer, reviewerName] = MODERATORS[i % MODERATORS.length]!;
        const reason = decided && i % 3 === 0 ? REJECT_REASONS[i % REJECT_REASONS.length]! : null;
        const state = decided ? (reason ? 'rejected' : 'confirmed') : 'pending';
        const decidedAt = new Date(arrived + (3 + (i % 11) * 4) * MINUTE);
        const id = randomUUID();
        await tx.query(
          `insert into media (id, kind, installation_id, device_id, lane, photopoint_id, session_id, order_id, taken_at, announced_at, arrived_at,
                              content_type, size, file_key, thumbnail_key, state, reason, reason_text, reviewer, reviewer_name, reviewed_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
          [
            id,
            kind,
            place.id,
            place.device_id,
            kind === 'photopoint' ? null : 1 + (i % 2),
            kind === 'photopoint' ? place.photopoint_id : null,
            kind === 'video' ? `S-${id.slice(0, 8)}` : null,
            kind === 'video' ? null : `O-${id.slice(0, 6)}`,
            new Date(arrived - 20_000).toISOString(),
            new Date(arrived).toISOString(),
            file.contentType,
            file.size,
            file.key,
            file.thumbnailKey ?? null,
            state,
            reason,
            reason === 'other' ? 'Sponsor logo covered by a banner' : null,
            decided ? reviewer : null,
            decided ? reviewerName : null,
            decided ? decidedAt.toISOString() : null,
          ],
        );
        if (decided) {
          await tx.query(
            `insert into media_decisions (media_id, kind, reviewer, reviewer_name, decision, reason, reason_text, previous_state, arrived_at, decided_at)
             values ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9)`,
            [
              id,
              kind,
              reviewer,
              reviewerName,
              state,
              reason,
              reason === 'other' ? 'Sponsor logo covered by a banner' : null,
              new Date(arrived).toISOString(),
              decidedAt.toISOString(),
            ],
          );
        }
      }
    }
  },
};
