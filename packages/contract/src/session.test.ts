import { describe, expect, it } from 'vitest';
import { emptySession, hasUserSession, isSessionCompleteFor, requiredSessionFields } from './session.js';

const user = { users_id: '7', users_name: 'Ravi Kumar', users_mobile: '9876543210' };

describe('session guards: each area is guarded on the fields of its own role', () => {
  it('the transporter area is guarded on transporter fields, not broker fields', () => {
    expect(requiredSessionFields('transporter')).toEqual(
      expect.arrayContaining([
        'transporters_id',
        'transporters_name',
        'company',
        'users_id',
        'user_types_id',
      ]),
    );
    expect(requiredSessionFields('transporter')).not.toContain('brokers_id');
    const session = {
      ...emptySession(),
      ...user,
      user_types_id: '2',
      transporters_id: '7',
      transporters_name: 'Ravi Kumar',
      company: 'Ravi Roadways',
    };
    expect(isSessionCompleteFor('transporter', session)).toBe(true);
    expect(isSessionCompleteFor('transporter', { ...session, company: '' })).toBe(false);
  });

  it('a complete record of another role does not open this area', () => {
    const driver = {
      ...emptySession(),
      ...user,
      user_types_id: '1',
      drivers_id: '7',
      drivers_name: 'Ravi',
      drivers_email: 'r@x.in',
    };
    expect(isSessionCompleteFor('driver', driver)).toBe(true);
    expect(isSessionCompleteFor('broker', driver)).toBe(false);
    // E-mail is optional for every role: a driver without one is signed in all the same.
    expect(isSessionCompleteFor('driver', { ...driver, drivers_email: '' })).toBe(true);
    expect(isSessionCompleteFor('driver', { ...driver, drivers_name: '' })).toBe(false);
  });

  it('a broker without a company and a shipper without a name are complete', () => {
    const broker = { ...emptySession(), ...user, user_types_id: '3', brokers_id: '7', brokers_name: 'Anita' };
    expect(isSessionCompleteFor('broker', broker)).toBe(true);
    const shipper = {
      ...emptySession(),
      ...user,
      user_types_id: '4',
      shippers_id: '7',
      company: 'Das Cements',
    };
    expect(isSessionCompleteFor('shipper', shipper)).toBe(true);
  });

  it('the /c area needs the four user fields', () => {
    expect(hasUserSession({ ...user, user_types_id: '4' })).toBe(true);
    expect(hasUserSession({ ...user, user_types_id: '' })).toBe(false);
    expect(hasUserSession(undefined)).toBe(false);
  });
});
