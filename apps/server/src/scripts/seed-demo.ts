/**
 * One known account per role in the configured database (DATA_DIR or DATABASE_URL), for demos
 * and manual testing. Sign in with these mobiles; the code comes from the SMS provider.
 */
import { USER_TYPE_ID, ROLES, type Role } from '@lorrybazaar/contract';
import { loadConfig } from '../config.js';
import { upsertUser } from '../modules/auth/auth.repository.js';
import { openDatabase } from '../plugins/external/db.js';

export const DEMO_ACCOUNTS: Record<
  Role,
  { mobile: string; name: string; company: string | null; email: string }
> = {
  transporter: {
    mobile: '9000000002',
    name: 'Ravi Kumar',
    company: 'Ravi Roadways',
    email: 'ravi@example.in',
  },
  broker: { mobile: '9000000003', name: 'Anita Shah', company: 'Shah Freight', email: 'anita@example.in' },
  shipper: { mobile: '9000000004', name: 'Mohan Das', company: 'Das Cements', email: 'mohan@example.in' },
  driver: { mobile: '9000000001', name: 'Suresh Babu', company: null, email: 'suresh@example.in' },
};

const database = await openDatabase(loadConfig());
try {
  for (const role of ROLES) {
    const account = DEMO_ACCOUNTS[role];
    const user = await upsertUser(
      database.db,
      account.mobile,
      Number(USER_TYPE_ID[role]),
      { ...account, landPhone: null },
      new Date(),
    );
    console.log(`${role.padEnd(12)} +91 ${account.mobile}  users_id ${user.id}  ${account.name}`);
  }
} finally {
  await database.close();
}
