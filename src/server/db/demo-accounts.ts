import type { Role } from '../../shared/auth/roles';

/** The demo accounts `npm start` seeds into a fresh database (also listed in the README). */
export const DEMO_ACCOUNTS: ReadonlyArray<{
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
}> = [
  { email: 'admin@paintqa.example', password: 'Admin123!', role: 'Admin', firstName: 'Alex', lastName: 'Morgan' },
  { email: 'inspector@paintqa.example', password: 'Inspector123!', role: 'Inspector', firstName: 'Jordan', lastName: 'Lee' },
  { email: 'client@harbourview.example', password: 'Client123!', role: 'Client', firstName: 'Priya', lastName: 'Shah' },
];

export const DEMO_CLIENT_COMPANY = {
  name: 'Harbourview Strata Council',
  type: 'strata' as const,
  address: '455 Beach Crescent',
  city: 'Vancouver',
  region: 'BC',
  postalCode: 'V6Z 3E5',
  phone: '6045550199',
  email: 'council@harbourview.example',
};
