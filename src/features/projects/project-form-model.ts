import { parseNumberInput } from '@/components/form/form-values';
import { lazyBodyResolver, type LazyResolver } from '@/lib/forms/lazy-resolver';
import { centsToDollars } from '@/shared/format/currency';
import type { CreateProjectInput, ProjectDetail, UpdateProjectInput } from '@/shared/schemas/projects';
import { PARTY_ROLES, type PartyRole } from '@/shared/schemas/requests-values';

/** The project form's values as typed: text everywhere (empty: not given). */
export interface ProjectFormValues {
  project_name: string;
  company_id: string;
  address: string;
  city: string;
  postal_code: string;
  region: string;
  sector: string;
  building_type: string;
  work_type: string;
  base_contract: string;
  final_contract: string;
  lead_inspector_id: string;
  start_date: string;
  substantial_performance_date: string;
  final_inspection_date: string;
  status: string;
  parties: Record<PartyRole, string>;
}

export function emptyProjectFormValues(): ProjectFormValues {
  return {
    project_name: '',
    company_id: '',
    address: '',
    city: '',
    postal_code: '',
    region: '',
    sector: '',
    building_type: '',
    work_type: '',
    base_contract: '',
    final_contract: '',
    lead_inspector_id: '',
    start_date: '',
    substantial_performance_date: '',
    final_inspection_date: '',
    status: 'active',
    parties: { architect: '', owner: '', general_contractor: '', painting_contractor: '' },
  };
}

/** The form's values for an existing project (the edit form). */
export function formValuesFromProject(project: ProjectDetail): ProjectFormValues {
  const parties = Object.fromEntries(PARTY_ROLES.map((role) => [role, project.parties.find((party) => party.role === role)?.company_id ?? '']));
  return {
    project_name: project.project_name,
    company_id: project.company_id ?? '',
    address: project.address,
    city: project.city ?? '',
    postal_code: project.postal_code ?? '',
    region: project.region,
    sector: project.sector,
    building_type: project.building_type,
    work_type: project.work_type,
    base_contract: String(centsToDollars(project.base_contract_cents)),
    final_contract: project.final_contract_cents === null ? '' : String(centsToDollars(project.final_contract_cents)),
    lead_inspector_id: project.lead_inspector_id ?? '',
    start_date: project.start_date ?? '',
    substantial_performance_date: project.substantial_performance_date ?? '',
    final_inspection_date: project.final_inspection_date ?? '',
    status: project.status,
    parties: parties as Record<PartyRole, string>,
  };
}

/** Trimmed text or undefined; a disabled control (the region of an edit) gives undefined. */
const orUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
const orNull = (value: string | undefined) => orUndefined(value) ?? null;

/** The POST /api/projects body for what the form holds (schema input; the schema reports what is wrong). */
export function toCreateProjectBody(values: ProjectFormValues): CreateProjectInput {
  return {
    project_name: values.project_name,
    company_id: orUndefined(values.company_id),
    address: values.address,
    city: values.city,
    postal_code: values.postal_code,
    region: orUndefined(values.region),
    sector: orUndefined(values.sector),
    building_type: orUndefined(values.building_type),
    work_type: orUndefined(values.work_type),
    base_contract: parseNumberInput(values.base_contract),
    final_contract: parseNumberInput(values.final_contract) ?? null,
    lead_inspector_id: orNull(values.lead_inspector_id),
    start_date: orNull(values.start_date),
    substantial_performance_date: orNull(values.substantial_performance_date),
    final_inspection_date: orNull(values.final_inspection_date),
    parties: Object.fromEntries(PARTY_ROLES.map((role) => [role, orNull(values.parties[role])])),
  } as CreateProjectInput;
}

/** The PATCH body: every field (empty ones cleared) at the version the form was loaded with. */
export function toUpdateProjectBody(values: ProjectFormValues, version: number): UpdateProjectInput {
  const { region: _region, ...body } = toCreateProjectBody(values);
  return { ...body, status: orUndefined(values.status), version } as UpdateProjectInput;
}

const loadCreateProjectSchema = () => import('@/shared/schemas/projects').then((m) => m.createProjectSchema);
const loadUpdateProjectSchema = () => import('@/shared/schemas/projects').then((m) => m.updateProjectSchema);

/**
 * The form's resolver: the shared schema (the server validates with the same, loaded on first
 * validation) on the body the form would send. The form submits its own values.
 */
export function projectFormResolver(version: number | null): LazyResolver<ProjectFormValues> {
  return version === null
    ? lazyBodyResolver(loadCreateProjectSchema, toCreateProjectBody, { submitFormValues: true })
    : lazyBodyResolver(loadUpdateProjectSchema, (values: ProjectFormValues) => toUpdateProjectBody(values, version), { submitFormValues: true });
}
