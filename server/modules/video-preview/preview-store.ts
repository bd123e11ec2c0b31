import type { StoredFile } from '../../../core/files.js';
import type { Database } from '../../db/database.js';

export interface PreviewRow {
  themeId: string;
  state: 'queued' | 'rendering' | 'done' | 'failed';
  progress: number;
  error: string | null;
  file: StoredFile | null;
  requestedAt: string;
  finishedAt: string | null;
}

const COLUMNS = `theme_id as "themeId", state, progress, error, file, requested_at as "requestedAt", finished_at as "finishedAt"`;

/** The statements of theme preview clips: request, claim, progress, finish. */
export class PreviewStore {
  constructor(private readonly db: Database) {}

  async get(themeId: string): Promise<PreviewRow | undefined> {
    return (await this.db.query<PreviewRow>(`select ${COLUMNS} from theme_previews where theme_id = $1`, [themeId])).rows[0];
  }

  /** Queues a render unless one is queued or running already (asking twice renders once). */
  async request(themeId: string, subject: string): Promise<PreviewRow> {
    const { rows } = await this.db.query<PreviewRow>(
      `insert into theme_previews (theme_id, state, progress, requested_by) values ($1, 'queued', 0, $2)
       on conflict (theme_id) do update set state = 'queued', progress = 0, error = null, requested_by = $2, requested_at = now(), finished_at = null
         where theme_previews.state not in ('queued', 'rendering')
       returning ${COLUMNS}`,
      [themeId, subject],
    );
    return rows[0] ?? (await this.get(themeId))!;
  }

  /** Takes the oldest queued render for this process; another replica's claim wins over ours. */
  async claimNext(): Promise<PreviewRow | undefined> {
    const { rows } = await this.db.query<PreviewRow>(
      `update theme_previews set state = 'rendering', progress = 0
       where theme_id = (select theme_id from theme_previews where state = 'queued' order by requested_at limit 1 for update skip locked)
       returning ${COLUMNS}`,
    );
    return rows[0];
  }

  async progress(themeId: string, percent: number) {
    await this.db.query(`update theme_previews set progress = $2 where theme_id = $1 and state = 'rendering'`, [themeId, percent]);
  }

  async finish(themeId: string, file: StoredFile): Promise<StoredFile | null> {
    const before = await this.get(themeId);
    await this.db.query(`update theme_previews set state = 'done', progress = 100, file = $2::jsonb, error = null, finished_at = now() where theme_id = $1`, [
      themeId,
      JSON.stringify(file),
    ]);
    return before?.file ?? null;
  }

  async fail(themeId: string, error: string) {
    await this.db.query(`update theme_previews set state = 'failed', error = $2, finished_at = now() where theme_id = $1`, [themeId, error.slice(0, 2000)]);
  }

  /** Renders a stopped process left half-done start again from the beginning. */
  async requeueInterrupted() {
    await this.db.query(`update theme_previews set state = 'queued', progress = 0 where state = 'rendering'`);
  }
}
