import type { Role } from '../../../src/domain/auth.ts';
import type { HashCost } from '../../modules/auth/passwords.ts';
import { createUser, type UserStatus } from '../../modules/users/repository.ts';
import type { Seeder } from './index.ts';

export interface DemoAccount {
  email: string;
  password: string;
  status: UserStatus;
  roles: Role[];
  profileName: string | null;
  /** What the account shows off (printed with the credentials). */
  purpose: string;
}

/**
 * Demo accounts (README "Demo accounts"). Public by design: only seeded when SEED_DEMO is on
 * (never by default in production). The .test domain can never receive mail (RFC 2606).
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'vip@galant.test', password: 'Galant-VIP-2026', status: 'active', roles: ['vip'], profileName: 'Julien', purpose: 'VIP member' },
  {
    email: 'membre@galant.test',
    password: 'Galant-Membre-2026',
    status: 'active',
    roles: [],
    profileName: null,
    purpose: 'member without VIP',
  },
  {
    email: 'coach@galant.test',
    password: 'Galant-Coach-2026',
    status: 'active',
    roles: ['coach'],
    profileName: 'Coach Sarah',
    purpose: 'coach',
  },
  {
    email: 'analyste@galant.test',
    password: 'Galant-Analyste-2026',
    status: 'active',
    roles: ['analyst'],
    profileName: null,
    purpose: 'analyst (funnel counts, /staff/flows)',
  },
  {
    email: 'redaction@galant.test',
    password: 'Galant-Redaction-2026',
    status: 'active',
    roles: ['editor'],
    profileName: 'Claire (rédaction)',
    purpose: 'editor (writes, schedules and publishes articles: /api/staff/articles)',
  },
  {
    email: 'admin@galant.test',
    password: 'Galant-Admin-2026',
    status: 'active',
    roles: ['admin'],
    profileName: null,
    purpose: 'admin (every staff power, sets staff roles)',
  },
  {
    email: 'attente@galant.test',
    password: 'Galant-Attente-2026',
    status: 'pending',
    roles: [],
    profileName: null,
    purpose: 'pending activation (login answers 403)',
  },
];

const DEMO_HASH_COST: HashCost = { algorithm: 'argon2id', memoryKiB: 1024, passes: 1, lanes: 1 };

export const demoUsersSeeder: Seeder = {
  name: 'demo/users',
  demo: true,
  async run({ db, log }) {
    for (const account of DEMO_ACCOUNTS) {
      await createUser(db, {
        email: account.email,
        password: account.password,
        status: account.status,
        roles: account.roles,
        profileName: account.profileName,
        // The passwords are published: a full-cost hash would protect nothing and slow every start
        // and test. The first sign-in re-hashes at today's cost (needsRehash).
        hashCost: DEMO_HASH_COST,
      });
    }
    log.info(
      { accounts: DEMO_ACCOUNTS.map(({ email, password, purpose }) => ({ email, password, purpose })) },
      `demo accounts created: ${DEMO_ACCOUNTS.map(({ email, password }) => `${email} / ${password}`).join(', ')}`,
    );
  },
};
