import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../../core/access.js';
import { zabbixClientFor } from '../../integrations/zabbix/provider.js';
import { acknowledgeProblem } from '../problems/acknowledge.js';

/**
 * Acknowledging from the phone (the link of a message, an SMS reply): the problem is acknowledged
 * here and at its source as by the person, and the escalation records which way it was.
 */
export function phoneAcknowledger(app: FastifyInstance) {
  const zabbix = zabbixClientFor(app.config);
  const publish = app.events.publish.bind(app.events);
  return async (problemId: string, principal: Principal, message: string | null | undefined, via: 'link' | 'sms') => {
    const result = await acknowledgeProblem({ db: app.db, zabbix, publish, visible: async () => true }, problemId, principal, { message: message ?? null });
    await app.escalations.engine.settle(problemId, { via, by: principal.name || principal.subject });
    return result;
  };
}
