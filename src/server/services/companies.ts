import { COMPANY_MESSAGES, companyUsesText, type CompanyValues } from '../../shared/schemas/companies';
import type { Database, Transaction } from '../db/client';
import { HttpError, notFound } from '../errors';
import { writeAudit } from '../repositories/audit';
import {
  companyAuditState,
  companyUses,
  deleteCompany,
  insertCompany,
  setCompanyArchived,
  updateCompany,
  type CompanyRow,
} from '../repositories/companies';
import { isUniqueViolation } from './project-create';

const NO_SUCH_COMPANY = 'There is no such company.';
const memberNoTaken = () => new HttpError(409, 'member_no_taken', 'Member number in use', 'Another company has this member number.');

/** Run a company write with its audit row in one transaction; a duplicate member number answers 409. */
async function write(
  db: Database,
  actorId: string,
  action: string,
  run: (tx: Transaction) => Promise<{ row?: CompanyRow; before?: CompanyRow }>,
): Promise<CompanyRow> {
  try {
    return await db.transaction(async (tx) => {
      const { row, before } = await run(tx);
      if (!row) throw notFound(NO_SUCH_COMPANY);
      await writeAudit(tx, {
        actorId,
        action,
        entityType: 'company',
        entityId: row.id,
        before: before ? companyAuditState(before) : undefined,
        after: companyAuditState(row),
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'companies_member_no_key')) throw memberNoTaken();
    throw error;
  }
}

export function createCompany(db: Database, input: { actorId: string; body: CompanyValues }): Promise<CompanyRow> {
  return write(db, input.actorId, 'company.create', async (tx) => ({ row: await insertCompany(tx, input.body) }));
}

export function editCompany(db: Database, input: { actorId: string; companyId: string; body: CompanyValues }): Promise<CompanyRow> {
  return write(db, input.actorId, 'company.update', (tx) => updateCompany(tx, input.companyId, input.body));
}

/** Archive or restore, audited as `company.<action>`. */
export function changeCompanyArchived(db: Database, input: { actorId: string; companyId: string; action: 'archive' | 'restore' }): Promise<CompanyRow> {
  const archived = input.action === 'archive';
  return write(db, input.actorId, `company.${input.action}`, async (tx) => ({ row: await setCompanyArchived(tx, input.companyId, archived) }));
}

/**
 * Delete a company nothing refers to, audited; otherwise 409 naming what still uses it, counted
 * before the delete (docs/business-rules.md, Companies). A reference added meanwhile makes the
 * delete fail on its foreign key, which the error handler answers with a 409 too.
 */
export async function removeCompany(db: Database, input: { actorId: string; companyId: string }): Promise<void> {
  const id = input.companyId;
  await db.transaction(async (tx) => {
    const uses = companyUsesText(await companyUses(tx, id));
    if (uses) throw new HttpError(409, 'company_in_use', 'Company in use', COMPANY_MESSAGES.inUse(uses));
    if (!(await deleteCompany(tx, id))) throw notFound(NO_SUCH_COMPANY);
    await writeAudit(tx, { actorId: input.actorId, action: 'company.delete', entityType: 'company', entityId: id });
  });
}
