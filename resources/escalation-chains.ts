import { defineResource, f } from '../core/resource-kit/authoring';

/**
 * An on-call escalation chain: the ordered steps (`escalation-steps`) that reach people about an
 * open problem until someone acknowledges it. Routes choose a chain per problem; the escalation
 * module runs it (server/modules/escalations/).
 */
export default defineResource({
  name: 'escalation-chains',
  icon: 'DynamicFeed',
  menu: 'operations',
  label: { en: { one: 'Escalation chain', many: 'Escalation chains' }, de: { one: 'Eskalationskette', many: 'Eskalationsketten' } },
  id: { strategy: 'uuid' },
  fields: {
    name: f.text(['Name', 'Name'], { required: true, unique: true, searchable: true, maxLength: 200 }),
    description: f.longText(['Description', 'Beschreibung'], { maxLength: 2000 }),
  },
  list: { columns: ['name', 'description'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  children: [{ resource: 'escalation-steps', field: 'chainId' }],
  // Who is woken at night for what is support-lead work; every staff member may read it.
  access: { read: 'staff.read', create: 'escalations.manage', update: 'escalations.manage', delete: 'escalations.manage' },
  scope: { staffOnly: true },
  example: { name: 'Disasters at night', description: 'On duty first, then second level by e-mail.' },
});
