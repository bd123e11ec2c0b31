import type { Principal } from '../../../core/access.js';
import { writeAudit } from '../../crud/audit.js';
import type { Database } from '../../db/database.js';
import type { JiraClient, JiraWorklog } from '../../integrations/jira/client.js';
import { readCursor, saveCursor } from '../../db/import-cursors.js';

const CURSOR = 'jira-worklogs';
const CURSOR_DELETED = 'jira-worklogs-deleted';

export interface ImportResult {
  imported: number;
  updated: number;
  deleted: number;
  skipped: number;
  /** Authors Jira named whom no console user matches by e-mail: their worklogs were skipped. */
  unknownAuthors: string[];
}

/** Plain text of an Atlassian Document Format comment. */
function plainText(node: unknown): string {
  if (!node || typeof node !== 'object') return '';
  const n = node as { type?: string; text?: string; content?: unknown[] };
  if (n.type === 'text') return n.text ?? '';
  const inner = (n.content ?? []).map(plainText).join(n.type === 'doc' ? '\n' : '');
  return n.type === 'paragraph' ? inner.trim() : inner;
}

/**
 * Imports Jira's worklogs incrementally: the ids changed since the stored cursor, page by page,
 * each page's worklogs written and the cursor moved in one transaction (a failure half-way resumes
 * from the last page written). A worklog is matched by its Jira id, so running the import twice
 * imports once; worklogs deleted in Jira are deleted here. Authors are matched to console users by
 * e-mail; the issue's installation field (when configured) links installation and customer.
 */
export async function importJiraWorklogs(db: Database, client: JiraClient, actor: Principal, options: { installationField?: string }): Promise<ImportResult> {
  const result: ImportResult = { imported: 0, updated: 0, deleted: 0, skipped: 0, unknownAuthors: [] };
  const unknown = new Set<string>();
  type Issue = { key: string; installationId: string | null; customerId: string | null };
  const issues = new Map<string, Issue>();
  const { rows: people } = await db.query<{ id: string; email: string }>(`select id, lower(email) as email from staff_users where email is not null`);
  const byEmail = new Map(people.map((p) => [p.email, p.id]));

  const issueOf = async (issueId: string) => {
    let issue = issues.get(issueId);
    if (!issue) {
      const fields = ['summary', ...(options.installationField ? [options.installationField] : [])];
      const answer = await client.issueFields(issueId, fields);
      const raw = options.installationField ? answer.fields[options.installationField] : undefined;
      const named = typeof raw === 'string' ? raw : raw && typeof raw === 'object' && 'value' in raw ? String((raw as { value: unknown }).value) : null;
      // Only an installation the console has links the worklog (and gives its customer); each issue is looked up once per run.
      const { rows } = named ? await db.query<{ customer_id: string }>('select customer_id from installations where id = $1', [named]) : { rows: [] };
      issue = { key: answer.key, installationId: rows[0] ? named : null, customerId: rows[0]?.customer_id ?? null };
      issues.set(issueId, issue);
    }
    return issue;
  };

  const write = async (worklogs: JiraWorklog[], until: number) => {
    const prepared: Array<{ w: JiraWorklog; employee: string; issue: Issue }> = [];
    for (const w of worklogs) {
      const email = w.author?.emailAddress?.toLowerCase();
      const employee = email ? byEmail.get(email) : undefined;
      if (!employee) {
        unknown.add(w.author?.displayName ?? w.author?.accountId ?? 'unknown');
        result.skipped++;
        continue;
      }
      prepared.push({ w, employee, issue: await issueOf(w.issueId) });
    }
    await db.transaction(async (tx) => {
      for (const { w, employee, issue } of prepared) {
        const minutes = Math.min(1440, Math.max(1, Math.ceil(w.timeSpentSeconds / 60)));
        const description = plainText(w.comment).trim() || issue.key;
        const { rows } = await tx.query<{ id: string; inserted: boolean }>(
          `insert into worklogs (employee_id, employee_name, worked_on, start_time, duration_minutes, customer_id, installation_id, jira_issue, task, billable, description, source, jira_worklog_id, created_by, updated_by)
           values ($1, (select name from staff_users where id = $1), $2, $3, $4, $5, $6, $7, false, true, $8, 'jira', $9, $10, $10)
           on conflict (jira_worklog_id) do update set worked_on = excluded.worked_on, start_time = excluded.start_time, duration_minutes = excluded.duration_minutes,
             installation_id = excluded.installation_id, customer_id = excluded.customer_id, jira_issue = excluded.jira_issue, description = excluded.description,
             employee_id = excluded.employee_id, version = worklogs.version + 1, updated_at = now(), updated_by = excluded.updated_by
           where (worklogs.worked_on, worklogs.start_time, worklogs.duration_minutes, worklogs.installation_id, worklogs.jira_issue, worklogs.description, worklogs.employee_id)
             is distinct from (excluded.worked_on, excluded.start_time, excluded.duration_minutes, excluded.installation_id, excluded.jira_issue, excluded.description, excluded.employee_id)
           returning id, (xmax = 0) as inserted`,
          [
            employee,
            w.started.slice(0, 10),
            w.started.slice(11, 16),
            minutes,
            issue.customerId,
            issue.installationId,
            issue.key,
            description.slice(0, 5000),
            String(w.id),
            actor.subject,
          ],
        );
        const row = rows[0];
        if (!row) continue;
        if (row.inserted) result.imported++;
        else result.updated++;
        await writeAudit(tx, actor, row.inserted ? 'create' : 'update', 'worklogs', row.id, {
          jiraWorklogId: { before: null, after: String(w.id) },
          durationMinutes: { before: null, after: minutes },
        });
      }
      await saveCursor(tx, CURSOR, String(until));
    });
  };

  let since = Number((await readCursor(db, CURSOR)) ?? 0);
  for (;;) {
    const page = await client.changedWorklogs('updated', since);
    const ids = page.values.map((v) => v.worklogId);
    for (let i = 0; i < ids.length; i += 1000) await write(await client.worklogs(ids.slice(i, i + 1000)), i + 1000 >= ids.length ? page.until : since);
    if (!ids.length) await db.transaction((tx) => saveCursor(tx, CURSOR, String(Math.max(since, page.until))));
    if (page.lastPage || page.until <= since) break;
    since = page.until;
  }

  let deletedSince = Number((await readCursor(db, CURSOR_DELETED)) ?? 0);
  for (;;) {
    const page = await client.changedWorklogs('deleted', deletedSince);
    await db.transaction(async (tx) => {
      const ids = page.values.map((v) => String(v.worklogId));
      if (ids.length) {
        const { rows } = await tx.query<{ id: string }>(`delete from worklogs where jira_worklog_id = any($1::text[]) returning id`, [ids]);
        for (const row of rows) await writeAudit(tx, actor, 'delete', 'worklogs', row.id, {});
        result.deleted += rows.length;
      }
      await saveCursor(tx, CURSOR_DELETED, String(Math.max(deletedSince, page.until)));
    });
    if (page.lastPage || page.until <= deletedSince) break;
    deletedSince = page.until;
  }
  result.unknownAuthors = [...unknown].sort();
  return result;
}
