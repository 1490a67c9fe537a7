import { lazyBodyResolver, type LazyResolver } from '@/lib/forms/lazy-resolver';
import type { StashedFile } from '@/lib/offline/stashed-files';
// Types only: the shape comes from the shared schema, zod loads with the resolver (docs/decisions/0015-nothing-heavy-before-needed.md).
import type { CreateRequest, CreateRequestInput } from '@/shared/schemas/requests';
import { PARTY_ROLES, REQUEST_TYPES, type PartyRole, type RequestType } from '@/shared/schemas/requests-values';
import { convertFields, optionalText, parseNumberInput, type FieldConverter, type FieldConverters, type TextValues } from '@/components/form/form-values';

/** The POST /api/requests body of one kind of request (the shared schema's input). */
type RequestBodyOf<Type extends RequestType> = Extract<CreateRequestInput, { type: Type }>;
/** The fields every kind has, but those the form holds in a shape of its own. */
type CommonBody = Omit<CreateRequestInput, 'type' | 'details' | 'parties' | 'attachment_ids'>;
type PartyBody = NonNullable<NonNullable<CreateRequestInput['parties']>[PartyRole]>;
/** The extras of every kind, by field name (the form keeps one set of inputs for all three). */
type DetailField = { [Type in RequestType]: keyof RequestBodyOf<Type>['details'] }[RequestType];

/** One party as typed: every field a string (empty: not given). */
export type PartyFormValues = TextValues<PartyBody>;

/**
 * The request forms' values, as typed: the body's fields as text (numbers too), so a draft stores
 * and restores exactly what is on screen. `toCreateRequestBody` turns them into the shared schema's
 * input (empty optional fields left out, numbers parsed) before validation.
 */
export interface RequestFormValues extends TextValues<CommonBody> {
  parties: Record<PartyRole, PartyFormValues>;
  details: Record<DetailField, string>;
  /** Chosen files, waiting on this device until the request is sent (the body's `attachment_ids`). */
  attachments: StashedFile[];
}

/** As typed: the schema trims it and says when it is missing. */
const given: FieldConverter = (value) => value ?? '';
const text = optionalText;

// How each typed field becomes the body's: one entry per field of the shared schema, so a new
// field there is a compile error here until the form says how it is typed.
const COMMON_FIELDS: FieldConverters<CommonBody> = {
  project_name: given,
  site_address: given,
  city: given,
  region: text,
  postal_code: text,
  sector: text,
  building_type: text,
  work_type: text,
  contract_amount: parseNumberInput,
  desired_start_date: text,
  desired_end_date: text,
  description: given,
};

const PARTY_FIELDS: FieldConverters<PartyBody> = {
  name: (value) => value?.trim() ?? '',
  contact: text,
  email: text,
};

const DETAIL_FIELDS: { [Type in RequestType]: FieldConverters<RequestBodyOf<Type>['details']> } = {
  inspection: { coats_planned: parseNumberInput, stages_planned: parseNumberInput, first_inspection_date: text },
  specification: { surfaces: given, deadline: text },
  consultation: { topic: given, meeting_mode: text, hours_estimate: parseNumberInput },
};

/** Every kind's detail fields, in the order of REQUEST_TYPES. */
const ALL_DETAIL_FIELDS = Object.assign({}, ...REQUEST_TYPES.map((type) => DETAIL_FIELDS[type])) as Record<DetailField, FieldConverter>;

/** The parties the user filled in at least one field of; untouched ones are left out. */
function parties(values: RequestFormValues['parties']): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const role of PARTY_ROLES) {
    const party = values?.[role];
    if (!party || Object.keys(PARTY_FIELDS).every((field) => !text(party[field as keyof PartyBody]))) continue;
    result[role] = convertFields(PARTY_FIELDS, party);
  }
  return result;
}

/** The POST /api/requests body (schema input) for what the form holds. */
export function toCreateRequestBody(type: RequestType, values: RequestFormValues): CreateRequestInput {
  return {
    type,
    ...convertFields(COMMON_FIELDS, values as unknown as Record<string, string>),
    parties: parties(values.parties),
    details: convertFields(DETAIL_FIELDS[type], values.details),
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

/** The fields in `fields` as text, from a body (or an older draft) that may lack some. */
function typed<Field extends string>(fields: Record<Field, FieldConverter>, body: Partial<Record<string, unknown>> | undefined): Record<Field, string> {
  return Object.fromEntries(Object.keys(fields).map((field) => [field, str(body?.[field])])) as Record<Field, string>;
}

/** The form's values for a request body (a refused write the user opens to edit). */
export function formValuesFromRequest(
  body: Partial<CreateRequestInput> & { details?: Record<string, unknown>; attachments?: StashedFile[] },
): RequestFormValues {
  const partiesIn = (body.parties ?? {}) as Partial<Record<PartyRole, Partial<PartyFormValues>>>;
  return {
    ...typed(COMMON_FIELDS, body),
    parties: Object.fromEntries(PARTY_ROLES.map((role) => [role, typed(PARTY_FIELDS, partiesIn[role])])) as RequestFormValues['parties'],
    details: typed(ALL_DETAIL_FIELDS, body.details),
    attachments: Array.isArray(body.attachments) ? body.attachments : [],
  };
}

/** The empty form: every field ''. */
export function emptyRequestFormValues(): RequestFormValues {
  return formValuesFromRequest({});
}
