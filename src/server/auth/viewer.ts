import type { FastifyRequest } from 'fastify';
import type { Role } from '../../shared/auth/roles';
import { unauthorized } from '../errors';

/**
 * Who is asking, as the repositories' ownership filters need it: staff see every company's rows,
 * a Client only their company's (enforced in each repository query).
 */
export interface Viewer {
  userId: string;
  role: Role;
  companyId: string | null;
}

/** The caller of a route behind requirePermission (which has ensured a profile). */
export function viewerOf(request: FastifyRequest): Viewer {
  const profile = request.auth?.profile;
  if (!request.auth || !profile) throw unauthorized();
  return { userId: profile.id, role: profile.role, companyId: profile.companyId };
}
