import type { CreateProjectInput } from '../../src/shared/schemas/projects';

/** A valid POST /api/projects body for the company; override what a test needs. */
export const projectBody = (companyId: string, overrides: Partial<CreateProjectInput> = {}): CreateProjectInput => ({
  project_name: 'Seawall Library',
  company_id: companyId,
  address: '1 Seawall Walk',
  city: 'Vancouver',
  region: 'BC',
  sector: 'public',
  building_type: 'institutional',
  work_type: 'new',
  base_contract: 80000,
  start_date: '2026-06-01',
  ...overrides,
});
