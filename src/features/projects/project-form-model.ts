import { asTyped, convertFields, textValuesOf, nullableText, optionalText, parseNumberInput, type FieldConverters, type TextValues } from '@/components/form/form-values';
import { lazyBodyResolver, type LazyResolver } from '@/lib/forms/lazy-resolver';
import { centsToDollars } from '@/shared/format/currency';
// Types only: the shape comes from the shared schema, zod loads with the resolver (docs/decisions/0015-nothing-heavy-before-needed.md).
import type { CreateProjectInput, ProjectDetail, UpdateProjectInput } from '@/shared/schemas/projects';
import { PARTY_ROLES, type PartyRole } from '@/shared/schemas/requests-values';

/** The body's fields the form types in inputs of their own (the parties are one select per role). */
type ProjectBody = Omit<CreateProjectInput, 'parties'> & Pick<UpdateProjectInput, 'status'>;
type PartiesBody = NonNullable<CreateProjectInput['parties']>;

/** The project form's values as typed: the body's fields as text (empty: not given). */
export interface ProjectFormValues extends TextValues<ProjectBody> {
  /** The company chosen for each party role. */
  parties: TextValues<PartiesBody>;
}

const orUndefined = optionalText;
const orNull = nullableText;

// How each typed field becomes the POST body's: one entry per field of the shared schema (the
// compiler asks for a new one). The status is the PATCH body's only.
const PROJECT_FIELDS: FieldConverters<Omit<ProjectBody, 'status'>> = {
  project_name: asTyped,
  company_id: orUndefined,
  address: asTyped,
  city: asTyped,
  postal_code: asTyped,
  region: orUndefined,
  sector: orUndefined,
  building_type: orUndefined,
  work_type: orUndefined,
  base_contract: parseNumberInput,
  final_contract: (value) => parseNumberInput(value) ?? null,
  lead_inspector_id: orNull,
  start_date: orNull,
  substantial_performance_date: orNull,
  final_inspection_date: orNull,
};
const PARTY_FIELDS: FieldConverters<PartiesBody> = { architect: orNull, owner: orNull, general_contractor: orNull, painting_contractor: orNull };

export function emptyProjectFormValues(): ProjectFormValues {
  return { ...textValuesOf(Object.keys(PROJECT_FIELDS)), status: 'active', parties: textValuesOf(Object.keys(PARTY_FIELDS)) } as ProjectFormValues;
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

/** The POST /api/projects body for what the form holds (schema input; the schema reports what is wrong). */
export function toCreateProjectBody(values: ProjectFormValues): CreateProjectInput {
  return { ...convertFields(PROJECT_FIELDS, values as unknown as Record<string, string>), parties: convertFields(PARTY_FIELDS, values.parties) } as CreateProjectInput;
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
