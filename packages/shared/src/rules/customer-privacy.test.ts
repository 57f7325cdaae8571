import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '../schemas/staff';
import {
  CUSTOMER_DATA,
  seesCustomerDatum,
  visibleCustomerData,
  type CustomerPersonalData,
} from './customer-privacy';

const customer: CustomerPersonalData = {
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  country: 'CH',
  address: 'Main Street 1',
  city: 'Zurich',
  zip: '8001',
  birthday: '1990-12-10',
  lastSignInIp: '203.0.113.7',
};

describe('visibleCustomerData', () => {
  it.each<[StaffRole, (keyof CustomerPersonalData)[]]>([
    [
      'admin',
      [
        'address',
        'birthday',
        'city',
        'country',
        'email',
        'firstName',
        'lastName',
        'lastSignInIp',
        'zip',
      ],
    ],
    ['support', ['country', 'email', 'firstName', 'lastName']],
    ['finance', ['address', 'city', 'country', 'email', 'firstName', 'lastName', 'zip']],
    ['catalogue', []],
  ])('shows %s exactly its fields', (role, fields) => {
    const visible = visibleCustomerData(role, customer);
    expect(Object.keys(visible).sort()).toEqual(fields);
    for (const field of fields) expect(visible[field]).toBe(customer[field]);
  });

  it('keeps a missing value visible as missing, not hidden', () => {
    const visible = visibleCustomerData('finance', { ...customer, address: null });
    expect('address' in visible).toBe(true);
    expect(visible.address).toBeNull();
  });

  it('shows the birthday and sign-in addresses to admins only', () => {
    for (const role of STAFF_ROLES) {
      expect([role, seesCustomerDatum(role, 'birthday')]).toEqual([role, role === 'admin']);
      expect([role, seesCustomerDatum(role, 'ip')]).toEqual([role, role === 'admin']);
    }
  });

  it('gives admins every datum', () => {
    expect(CUSTOMER_DATA.every((datum) => seesCustomerDatum('admin', datum))).toBe(true);
  });
});
