import { lazyBodyResolver, type LazyResolver } from '@/lib/forms/lazy-resolver';
import type { StashedFile } from '@/lib/offline/stashed-files';
import type { CreateRequest, CreateRequestInput } from '@/shared/schemas/requests';
import { PARTY_ROLES, type PartyRole, type RequestType } from '@/shared/schemas/requests-values';
import { parseNumberInput } from '@/components/form/form-values';

/** One party as typed: every field a string (empty: not given). */
export interface PartyFormValues {
  name: string;
  contact: string;
  email: string;
}

/**
 * The request forms' values, as typed: text everywhere (numbers too), so a draft stores and
 * restores exactly what is on screen. `toCreateRequestBody` turns them into the shared schema's
 * input (empty optional fields left out, numbers parsed) before validation.
 */
export interface RequestFormValues {
  project_name: string;
  site_address: string;
  city: string;
  region: string;
  postal_code: string;
  sector: string;
  building_type: string;
  work_type: string;
  contract_amount: string;
  desired_start_date: string;
  desired_end_date: string;
  description: string;
  parties: Record<PartyRole, PartyFormValues>;
  details: {
    coats_planned: string;
    stages_planned: string;
    first_inspection_date: string;
    surfaces: string;
    deadline: string;
    topic: string;
    meeting_mode: string;
    hours_estimate: string;
  };
  /** Chosen files, waiting on this device until the request is sent. */
  attachments: StashedFile[];
}

const emptyParty = (): PartyFormValues => ({ name: '', contact: '', email: '' });

export function emptyRequestFormValues(): RequestFormValues {
  return {
    project_name: '',
    site_address: '',
    city: '',
    region: '',
    postal_code: '',
    sector: '',
    building_type: '',
    work_type: '',
    contract_amount: '',
    desired_start_date: '',
    desired_end_date: '',
    description: '',
    parties: { architect: emptyParty(), owner: emptyParty(), general_contractor: emptyParty(), painting_contractor: emptyParty() },
    details: {
      coats_planned: '',
      stages_planned: '',
      first_inspection_date: '',
      surfaces: '',
      deadline: '',
      topic: '',
      meeting_mode: '',
      hours_estimate: '',
    },
    attachments: [],
  };
}

/** Trimmed text, or undefined when empty (an optional field left blank). */
function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

/** The parties the user filled in at least one field of; untouched ones are left out. */
function parties(values: RequestFormValues['parties']): NonNullable<CreateRequestInput['parties']> {
  const result: Partial<Record<PartyRole, { name: string; contact?: string; email?: string }>> = {};
  for (const role of PARTY_ROLES) {
    const party = values?.[role];
    if (!party || (!text(party.name) && !text(party.contact) && !text(party.email))) continue;
    result[role] = { name: party.name?.trim() ?? '', contact: text(party.contact), email: text(party.email) };
  }
  return result;
}

function details(type: RequestType, values: RequestFormValues['details']): Record<string, unknown> {
  switch (type) {
    case 'inspection':
      return {
        coats_planned: parseNumberInput(values.coats_planned),
        stages_planned: parseNumberInput(values.stages_planned),
        first_inspection_date: text(values.first_inspection_date),
      };
    case 'specification':
      return { surfaces: values.surfaces ?? '', deadline: text(values.deadline) };
    case 'consultation':
      return { topic: values.topic ?? '', meeting_mode: text(values.meeting_mode), hours_estimate: parseNumberInput(values.hours_estimate) };
  }
}

/** The POST /api/requests body (schema input) for what the form holds. */
export function toCreateRequestBody(type: RequestType, values: RequestFormValues): CreateRequestInput {
  return {
    type,
    project_name: values.project_name ?? '',
    site_address: values.site_address ?? '',
    city: values.city ?? '',
    region: text(values.region),
    postal_code: text(values.postal_code),
    sector: text(values.sector),
    building_type: text(values.building_type),
    work_type: text(values.work_type),
    contract_amount: parseNumberInput(values.contract_amount),
    parties: parties(values.parties),
    desired_start_date: text(values.desired_start_date),
    desired_end_date: text(values.desired_end_date),
    description: values.description ?? '',
    details: details(type, values.details),
    attachment_ids: (values.attachments ?? []).map((file) => file.id),
  } as CreateRequestInput;
}

const loadCreateRequestSchema = () => import('@/shared/schemas/requests').then((m) => m.createRequestSchema);

/**
 * The form's resolver: the shared schema (the server validates with the same, loaded on first
 * validation) on the body the form would send. Error paths are the form's field names.
 */
export function requestFormResolver(type: RequestType): LazyResolver<RequestFormValues, CreateRequest> {
  return lazyBodyResolver(loadCreateRequestSchema, (values: RequestFormValues) => toCreateRequestBody(type, values));
}

const str = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The form's values for a request body (a refused write the user opens to edit). */
export function formValuesFromRequest(
  body: Partial<CreateRequestInput> & { details?: Record<string, unknown>; attachments?: StashedFile[] },
): RequestFormValues {
  const empty = emptyRequestFormValues();
  const partiesIn = (body.parties ?? {}) as Partial<Record<PartyRole, Partial<PartyFormValues>>>;
  const details = (body.details ?? {}) as Record<string, unknown>;
  return {
    ...empty,
    project_name: str(body.project_name),
    site_address: str(body.site_address),
    city: str(body.city),
    region: str(body.region),
    postal_code: str(body.postal_code),
    sector: str(body.sector),
    building_type: str(body.building_type),
    work_type: str(body.work_type),
    contract_amount: str(body.contract_amount),
    desired_start_date: str(body.desired_start_date),
    desired_end_date: str(body.desired_end_date),
    description: str(body.description),
    parties: Object.fromEntries(
      PARTY_ROLES.map((role) => [role, { name: str(partiesIn[role]?.name), contact: str(partiesIn[role]?.contact), email: str(partiesIn[role]?.email) }]),
    ) as RequestFormValues['parties'],
    details: Object.fromEntries(Object.keys(empty.details).map((key) => [key, str(details[key])])) as RequestFormValues['details'],
    attachments: Array.isArray(body.attachments) ? body.attachments : [],
  };
}
