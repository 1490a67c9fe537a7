import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { addDays, DAY_MS } from '../../shared/dates';
import type { DeficiencyStatus } from '../../shared/deficiency-rules';
import { dewPointC, type DeficiencyCategory, type DeficiencySeverity, type InspectionResult, type InspectionStage } from '../../shared/schemas/inspections';
import { DEFAULT_TRAVEL_FEE_SETTINGS, travelFeeCents } from '../../shared/travel-fee';
import { providerToday } from '../config/provider-day';
import type { Database } from './client';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { deficiencies, inspections, profiles, projectParties, projects } from './schema';

/** A visit relative to the seeding day: negative days are performed visits, the others scheduled. */
type SeedVisit = { stage: InspectionStage; days: number; result?: InspectionResult; air?: number; humidity?: number; surface?: number; notes?: string };

/** A deficiency relative to the seeding day, in a state that puts it in one tracking queue (or none). */
type SeedDeficiency = {
  location: string;
  description: string;
  category: DeficiencyCategory;
  severity: DeficiencySeverity;
  dueInDays: number;
  status: DeficiencyStatus;
  reminders?: number;
  lastReminderDaysAgo?: number;
};

const VISITS: readonly SeedVisit[] = [
  { stage: 'surface_prep', days: -24, result: 'pass', air: 14, humidity: 62, surface: 12, notes: 'Pressure washing and scraping complete; substrate sound and dry.' },
  { stage: 'primer', days: -12, result: 'pass_with_deficiencies', air: 11, humidity: 71, surface: 9.5, notes: 'Primer film build low on the north elevation; see deficiencies.' },
  { stage: 'intermediate_coat', days: 1 },
  { stage: 'finish_coat', days: 3 },
];

/** One per queue (reminder, warning, closure) plus one waiting for the reinspection: the tracking page has work to show. */
const DEFICIENCIES: readonly SeedDeficiency[] = [
  { location: 'North elevation, levels 2-4', description: 'Primer dry film thickness below 35 µm in six readings.', category: 'film_thickness', severity: 'major', dueInDays: 1, status: 'notified' },
  {
    location: 'Balcony rails, unit 304',
    description: 'Rust bloom through the primer at the welds; surface preparation incomplete.',
    category: 'surface_preparation',
    severity: 'critical',
    dueInDays: -9,
    status: 'notified',
    reminders: 3,
    lastReminderDaysAgo: 2,
  },
  { location: 'Main entrance soffit', description: 'Runs and sags in the primer at the soffit edge.', category: 'application', severity: 'minor', dueInDays: -2, status: 'verified' },
  { location: 'Stairwell B, door frames', description: 'Missed areas at the hinge side of the frames.', category: 'coverage', severity: 'minor', dueInDays: 4, status: 'ready_for_reinspection' },
];

/** Round trip of a demo visit: the third project is past the free radius, so a travel fee shows. */
const travelKm = (projectIndex: number) => 24 + projectIndex * 70;

/** Demo projects that get visits: the demo client's active ones first. */
const SEEDED_PROJECTS = 3;

/**
 * Stage inspections and deficiencies on a few active demo projects, once (skipped when any
 * inspection exists or when the demo inspector or active projects are missing): performed visits
 * with their conditions, the next visits this week for the demo inspector, and deficiencies in
 * every tracking queue. Dates are relative to `now`, so the queues hold on any day.
 */
export async function seedDemoInspections(db: Database, now = new Date()): Promise<number> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(inspections);
  if (total > 0) return 0;
  const inspectorEmail = DEMO_ACCOUNTS.find((account) => account.role === 'Inspector')!.email;
  const clientEmail = DEMO_ACCOUNTS.find((account) => account.role === 'Client')!.email;
  const people = await db.select({ id: profiles.id, email: profiles.email, companyId: profiles.companyId }).from(profiles).where(inArray(profiles.email, [inspectorEmail, clientEmail]));
  const inspector = people.find((person) => person.email === inspectorEmail);
  const clientCompanyId = people.find((person) => person.email === clientEmail)?.companyId;
  if (!inspector) return 0;

  const active = await db
    .select({ id: projects.id, companyId: projects.companyId })
    .from(projects)
    .where(eq(projects.status, 'active'))
    .orderBy(asc(projects.projectCode));
  const chosen = [...active.filter((project) => project.companyId === clientCompanyId), ...active.filter((project) => project.companyId !== clientCompanyId)].slice(0, SEEDED_PROJECTS);
  if (chosen.length === 0) return 0;

  const at = (days: number, hour: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour));
  const dateIn = (days: number) => addDays(providerToday(now), days);

  await db.transaction(async (tx) => {
    for (const [projectIndex, project] of chosen.entries()) {
      let primerId: string | undefined;
      for (const visit of VISITS) {
        const performed = visit.result !== undefined;
        const [row] = await tx
          .insert(inspections)
          .values({
            projectId: project.id,
            stage: visit.stage,
            status: performed ? 'performed' : 'scheduled',
            scheduledAt: at(visit.days + projectIndex, 9 + projectIndex * 2),
            performedAt: performed ? at(visit.days + projectIndex, 10 + projectIndex * 2) : null,
            inspectorId: inspector.id,
            result: visit.result ?? null,
            airTemperatureC: visit.air ?? null,
            relativeHumidity: visit.humidity ?? null,
            surfaceTemperatureC: visit.surface ?? null,
            dewPointC: visit.air !== undefined && visit.humidity !== undefined ? dewPointC(visit.air, visit.humidity) : null,
            notes: visit.notes ?? '',
            travelKm: performed ? travelKm(projectIndex) : 0,
            travelFeeCents: performed ? travelFeeCents(travelKm(projectIndex), DEFAULT_TRAVEL_FEE_SETTINGS) : 0,
          })
          .returning({ id: inspections.id });
        if (visit.stage === 'primer') primerId = row!.id;
      }
      // Deficiencies on the first project only: the painting contractor (or the client) is responsible.
      if (projectIndex > 0) continue;
      const [contractor] = await tx
        .select({ companyId: projectParties.companyId })
        .from(projectParties)
        .where(and(eq(projectParties.projectId, project.id), eq(projectParties.role, 'painting_contractor')));
      await tx.insert(deficiencies).values(
        DEFICIENCIES.map((item, index) => ({
          projectId: project.id,
          inspectionId: primerId ?? null,
          number: index + 1,
          location: item.location,
          description: item.description,
          category: item.category,
          severity: item.severity,
          responsibleCompanyId: contractor?.companyId ?? project.companyId,
          dueDate: dateIn(item.dueInDays),
          status: item.status,
          reminderCount: item.reminders ?? 0,
          lastReminderAt: item.lastReminderDaysAgo === undefined ? null : new Date(now.getTime() - item.lastReminderDaysAgo * DAY_MS),
          verifiedAt: item.status === 'verified' ? new Date(now.getTime() - DAY_MS) : null,
        })),
      );
    }
  });
  return chosen.length;
}
