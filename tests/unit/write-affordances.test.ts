import { describe, expect, it } from 'vitest';
import type { Principal } from '../../core/access';
import { forbiddenAffordances } from '../e2e/write-affordances';

const as = (roles: string[], scope: Principal['scope'] = 'staff'): Principal => ({
  subject: 's',
  email: 'e',
  name: 'n',
  roles,
  scope,
  customerIds: scope === 'customer' ? ['c'] : [],
});

describe("the role walk's judge of write controls", () => {
  it('refuses any change control to a read-only role, and none of them to an admin', () => {
    const offered = [
      { kind: 'create' as const, what: '/devices/create' },
      { kind: 'edit' as const, what: '/resorts/r1' },
      { kind: 'button' as const, what: 'Delete' },
      { kind: 'button' as const, what: 'Export' },
    ];
    expect(forbiddenAffordances(as(['zerolevel', 'scope_staff']), '/devices', offered)).toEqual(['create link /devices/create', 'edit link /resorts/r1', 'button "Delete"']);
    expect(forbiddenAffordances(as(['admin', 'scope_staff']), '/devices', offered)).toEqual([]);
  });

  it('lets a role change only the records its capabilities cover', () => {
    const tracy = as(['tracyapp', 'scope_staff']);
    expect(
      forbiddenAffordances(tracy, '/adventures', [
        { kind: 'create', what: '/adventures/create' },
        { kind: 'button', what: 'Delete' },
      ]),
    ).toEqual([]);
    expect(forbiddenAffordances(tracy, '/installation/i1/operation', [{ kind: 'button', what: 'Save' }])).toEqual(['button "Save"']);
    const customer = as(['firstlevel', 'scope_customer'], 'customer');
    expect(
      forbiddenAffordances(customer, '/problems', [
        { kind: 'button', what: 'Acknowledge' },
        { kind: 'create', what: '/tickets/create' },
      ]),
    ).toEqual(['create link /tickets/create']);
  });
});
