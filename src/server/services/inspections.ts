import { dewPointC, type RecordInspection, type ScheduleInspection } from '../../shared/schemas/inspections';
import { siteTravelFee } from '../../shared/travel-fee';
import { UPLOAD_MESSAGES } from '../../shared/uploads';
import type { Database } from '../db/client';
import type { Viewer } from '../auth/viewer';
import { badRequest, forbidden, HttpError, notFound, VersionConflictError } from '../errors';
import { writeAudit } from '../repositories/audit';
import { existingCompanyIds, insertDeficiencies } from '../repositories/deficiencies';
import { getInspection, insertInspection, inspectionProjectRegion, lockInspection, updateInspection } from '../repositories/inspections';
import { findProjectByCode } from '../repositories/projects';
import { getTravelFeeSettings } from '../repositories/settings';
import { attachUploads } from '../repositories/uploads';
import { requireInspector } from './project-create';
import { enqueuePush } from './push';

/** Schedule a stage inspection of a project the viewer can see, with an active inspector, audited. Answers its id. */
export async function scheduleInspection(db: Database, viewer: Viewer, body: ScheduleInspection): Promise<string> {
  const project = await findProjectByCode(db, viewer, body.project_code);
  if (!project) throw badRequest('Unknown project', `There is no project ${body.project_code}.`);
  return db.transaction(async (tx) => {
    await requireInspector(tx, body.inspector_id);
    const row = await insertInspection(tx, { projectId: project.id, stage: body.stage, scheduledAt: new Date(body.scheduled_at), inspectorId: body.inspector_id });
    if (body.inspector_id !== viewer.userId) {
      await enqueuePush(tx, [body.inspector_id], { event: 'visit_changed', title: `Visit assigned: ${project.projectCode}`, link: `/projects/${encodeURIComponent(project.projectCode)}` });
    }
    await writeAudit(tx, {
      actorId: viewer.userId,
      action: 'inspection.schedule',
      entityType: 'inspection',
      entityId: row.id,
      after: { project_code: project.projectCode, stage: row.stage, scheduled_at: body.scheduled_at, inspector_id: body.inspector_id },
    });
    return row.id;
  });
}

/**
 * Record a scheduled inspection at the version it was opened at (also a queued offline write), in
 * one transaction: the readings, the travel fee from the current settings, its photos, its
 * deficiencies with theirs, and the audit row. Only the assigned inspector or an Admin records it.
 */
export async function recordInspection(db: Database, viewer: Viewer, inspectionId: string, body: RecordInspection): Promise<void> {
  const responsible = [...new Set(body.deficiencies.map((item) => item.responsible_company_id).filter((id): id is string => Boolean(id)))];
  await db.transaction(async (tx) => {
    const before = await lockInspection(tx, inspectionId);
    if (!before) throw notFound('There is no such inspection.');
    if (viewer.role === 'Inspector' && before.inspectorId !== viewer.userId) throw forbidden('Only the inspector assigned to this visit can record it.');
    if (before.version !== body.version) throw new VersionConflictError(await getInspection(tx, viewer, before.id));
    if (before.status !== 'scheduled') {
      throw new HttpError(409, 'invalid_transition', 'Already recorded', `This inspection is ${before.status}; it can no longer be recorded.`);
    }
    if ((await existingCompanyIds(tx, responsible)).size !== responsible.length) throw badRequest('Unknown company', 'A responsible company does not exist.');

    // The project's region picks a flat zone when it is one; otherwise the fee is per km.
    const travel = siteTravelFee(body.travel_km, await inspectionProjectRegion(tx, before.projectId), await getTravelFeeSettings(tx));
    const fee = travel.cents;
    const air = body.air_temperature_c ?? null;
    const humidity = body.relative_humidity ?? null;
    const after = await updateInspection(tx, before.id, {
      status: 'performed',
      result: body.result,
      performedAt: new Date(body.performed_at),
      airTemperatureC: air,
      surfaceTemperatureC: body.surface_temperature_c ?? null,
      relativeHumidity: humidity,
      dewPointC: air !== null && humidity !== null ? dewPointC(air, humidity) : null,
      notes: body.notes,
      travelKm: body.travel_km,
      travelFeeCents: fee,
      travelFlatZone: travel.flatZone,
    });
    const photosLinked = await attachUploads(tx, { ids: body.photo_ids, ownerId: viewer.userId, kind: 'inspection_photo', link: { inspectionId: before.id }, projectId: before.projectId });
    const rows = await insertDeficiencies(tx, { projectId: before.projectId, inspectionId: before.id, items: body.deficiencies });
    const deficiencyPhotosLinked = await Promise.all(
      rows.map((row, index) =>
        attachUploads(tx, { ids: body.deficiencies[index]!.photo_ids, ownerId: viewer.userId, kind: 'deficiency_photo', link: { deficiencyId: row.id }, projectId: before.projectId }),
      ),
    );
    if (!photosLinked || deficiencyPhotosLinked.includes(false)) throw badRequest('Photo unavailable', UPLOAD_MESSAGES.attachmentUnavailable);
    await writeAudit(tx, {
      actorId: viewer.userId,
      action: 'inspection.record',
      entityType: 'inspection',
      entityId: before.id,
      before: { status: before.status, version: before.version },
      after: { status: after.status, result: after.result, travel_fee_cents: fee, travel_flat_zone: travel.flatZone, deficiencies: rows.map((row) => row.number), version: after.version },
    });
  });
}
