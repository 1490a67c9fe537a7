import { count, eq, inArray } from 'drizzle-orm';
import { feeCents } from '../../shared/fees';
import type { CompanyType, MembershipStatus } from '../../shared/schemas/companies';
import type { ProjectStatus, ReviewStatus } from '../../shared/schemas/projects';
import type { BuildingType, PartyRole, Sector, WorkType } from '../../shared/schemas/requests';
import type { Region } from '../../shared/schemas/common-values';
import { DEFAULT_FEE_SETTINGS } from '../repositories/settings';
import { insertProjectWithNextCode } from '../services/project-create';
import type { Database } from './client';
import { DEMO_ACCOUNTS, DEMO_CLIENT_COMPANY } from './demo-accounts';
import { companies, profiles, projectParties, projects } from './schema';

type SeedCompany = { name: string; type: CompanyType; city: string; region: Region; member?: MembershipStatus };

/** Companies of every type; contractors and some owners are members of the QA program. */
export const DEMO_COMPANIES: readonly SeedCompany[] = [
  { name: 'Form & Field Architects', type: 'architect', city: 'Vancouver', region: 'BC' },
  { name: 'Prairie Design Group', type: 'architect', city: 'Calgary', region: 'AB' },
  { name: 'Lakeshore Architecture Inc.', type: 'architect', city: 'Toronto', region: 'ON' },
  { name: 'Cascadia Property Holdings', type: 'owner', city: 'Burnaby', region: 'BC', member: 'active' },
  { name: 'Northern Lights Developments', type: 'owner', city: 'Edmonton', region: 'AB' },
  { name: 'Rideau Realty Trust', type: 'owner', city: 'Ottawa', region: 'ON', member: 'lapsed' },
  { name: 'Pacific Gateway Property Management', type: 'property_manager', city: 'Surrey', region: 'BC' },
  { name: 'Saskatoon Residential Management', type: 'property_manager', city: 'Saskatoon', region: 'SK' },
  { name: 'Kitsilano Gardens Strata', type: 'strata', city: 'Vancouver', region: 'BC', member: 'applicant' },
  { name: 'Summit Builders Ltd.', type: 'general_contractor', city: 'Kelowna', region: 'BC', member: 'active' },
  { name: 'Red River Construction', type: 'general_contractor', city: 'Winnipeg', region: 'MB', member: 'active' },
  { name: 'Maritime General Contracting', type: 'general_contractor', city: 'Halifax', region: 'NS' },
  { name: 'Coastline Painting Ltd.', type: 'painting_contractor', city: 'Victoria', region: 'BC', member: 'active' },
  { name: 'Chinook Coatings Inc.', type: 'painting_contractor', city: 'Calgary', region: 'AB', member: 'active' },
  { name: 'Great Lakes Painting Co.', type: 'painting_contractor', city: 'Hamilton', region: 'ON', member: 'suspended' },
  { name: 'Fleur-de-lys Peinture', type: 'painting_contractor', city: 'Montréal', region: 'QC', member: 'active' },
  { name: 'City of Richmond Facilities', type: 'government', city: 'Richmond', region: 'BC' },
  { name: 'Alberta Infrastructure', type: 'government', city: 'Edmonton', region: 'AB' },
  { name: 'Northshield Paints', type: 'manufacturer', city: 'Mississauga', region: 'ON' },
  { name: 'Westbay Consulting', type: 'other', city: 'Nanaimo', region: 'BC' },
];

const PROJECT_COUNT = 60;
/** The demo client's company gets every seventh project (and the first), so the client pages are not empty. */
const DEMO_CLIENT_EVERY = 7;
const REGIONS_SEEDED: readonly Region[] = ['BC', 'BC', 'BC', 'AB', 'AB', 'ON', 'ON', 'SK', 'MB', 'QC', 'NS'];
const BUILDINGS: readonly BuildingType[] = ['multi_family_residential', 'office', 'institutional', 'retail', 'industrial', 'healthcare'];
const STATUSES: readonly ProjectStatus[] = ['active', 'active', 'active', 'active', 'on_hold', 'completed', 'closed', 'cancelled'];
const REVIEWS: readonly ReviewStatus[] = ['Pending', 'In review', 'Approved', 'Approved', 'Changes requested'];
const CITIES: Partial<Record<Region, string>> = {
  BC: 'Vancouver',
  AB: 'Calgary',
  ON: 'Toronto',
  SK: 'Regina',
  MB: 'Winnipeg',
  QC: 'Montréal',
  NS: 'Halifax',
};
const NAMES = ['Tower', 'Library', 'School', 'Arena', 'Clinic', 'Residences', 'Office Park', 'Community Centre', 'Warehouse', 'Fire Hall'];
const PLACES = ['Harbour', 'Cedar', 'Maple', 'Granite', 'Riverside', 'Summit', 'Lakeview', 'Aurora', 'Bayside', 'Prairie', 'Westgate', 'Elm'];
const STREETS = ['Main St', 'Granville St', 'Jasper Ave', 'King St W', 'Portage Ave', 'Barrington St', 'Rue Sherbrooke', 'Broadway'];

/** The i-th element of a list, cycling (deterministic: the same demo data on every fresh database). */
const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

function memberFields(company: SeedCompany, index: number) {
  if (!company.member) return {};
  return {
    memberNo: `M-${String(1001 + index).padStart(4, '0')}`,
    membershipStatus: company.member,
    membershipValidFrom: '2026-01-01',
    membershipValidTo: company.member === 'lapsed' ? '2026-03-31' : '2026-12-31',
  };
}

/** A demo company's office address, e.g. office@coastline-painting-ltd.example (notices go there). */
export const demoCompanyEmail = (name: string) =>
  `office@${name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase()}.example`;

/**
 * About sixty demo projects across regions, sectors and statuses, with their parties, on companies
 * of every type. Once, on a fresh database: skipped when any project exists or when companies other
 * than the demo client's do (real data). Codes come from the counters, like any new project.
 */
export async function seedDemoProjects(db: Database, now = new Date()): Promise<number> {
  const [[projectTotal], [companyTotal]] = await Promise.all([
    db.select({ total: count() }).from(projects),
    db.select({ total: count() }).from(companies),
  ]);
  if ((projectTotal?.total ?? 0) > 0 || (companyTotal?.total ?? 0) > 1) return 0;

  const emails = DEMO_ACCOUNTS.filter((account) => account.role !== 'Client').map((account) => account.email);
  const staff = await db.select({ id: profiles.id }).from(profiles).where(inArray(profiles.email, emails));
  const [demoClient] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_CLIENT_COMPANY.name));

  return db.transaction(async (tx) => {
    const seeded = await tx
      .insert(companies)
      .values(
        DEMO_COMPANIES.map((company, index) => ({
          name: company.name,
          type: company.type,
          email: demoCompanyEmail(company.name),
          city: company.city,
          region: company.region,
          ...memberFields(company, index),
        })),
      )
      .returning({ id: companies.id, type: companies.type });
    const ofType = (type: CompanyType) => seeded.filter((company) => company.type === type).map((company) => company.id);
    const clients = [...ofType('owner'), ...ofType('property_manager'), ...ofType('strata'), ...ofType('government')];
    const partyPools: Record<PartyRole, string[]> = {
      architect: ofType('architect'),
      owner: ofType('owner'),
      general_contractor: ofType('general_contractor'),
      painting_contractor: ofType('painting_contractor'),
    };

    for (let index = 0; index < PROJECT_COUNT; index += 1) {
      const region = pick(REGIONS_SEEDED, index);
      const sector: Sector = index % 3 === 0 ? 'public' : 'private';
      const workType: WorkType = index % 2 === 0 ? 'repaint' : 'new';
      const status = pick(STATUSES, index);
      const contract = 2_500_000 + ((index * 7_919) % 200) * 500_000;
      const companyId = demoClient && index % DEMO_CLIENT_EVERY === 0 ? demoClient.id : pick(clients, index);
      const start = new Date(Date.UTC(now.getUTCFullYear(), (index % 12) - 6, 1 + (index % 27)));
      const project = await insertProjectWithNextCode(
        tx,
        region,
        {
          projectName: `${pick(PLACES, index)} ${pick(NAMES, index * 3 + 1)}`,
          companyId,
          address: `${100 + index * 17} ${pick(STREETS, index)}`,
          city: CITIES[region] ?? null,
          sector,
          buildingType: pick(BUILDINGS, index),
          workType,
          baseContractCents: contract,
          feeCents: feeCents({ contractCents: contract, rateBasisPoints: DEFAULT_FEE_SETTINGS.rateBasisPoints, minimumCents: DEFAULT_FEE_SETTINGS.minimumCents }),
          status,
          reviewStatus: pick(REVIEWS, index),
          leadInspectorId: staff.length ? pick(staff, index).id : null,
          startDate: start.toISOString().slice(0, 10),
          closedAt: status === 'closed' || status === 'completed' || status === 'cancelled' ? now : null,
        },
        now,
      );
      const parties = (Object.keys(partyPools) as PartyRole[])
        .filter((role, roleIndex) => (index + roleIndex) % 4 !== 0 && partyPools[role].length > 0)
        .map((role) => ({ projectId: project.id, role, companyId: pick(partyPools[role], index) }));
      if (parties.length) await tx.insert(projectParties).values(parties);
    }
    return PROJECT_COUNT;
  });
}
