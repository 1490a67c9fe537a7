import { REQUEST_TYPE_LABELS, type RequestDetail } from '../../shared/schemas/requests';
import { centsToDollars, formatCurrency } from '../../shared/format/currency';
import type { AppConfig } from '../config/env';
import { renderEmail } from './email-layout';
import type { OutgoingMail } from './mail';

/** The e-mails of a request's life (src/server/services/requests.ts enqueues them). */
export type RequestMailConfig = Pick<AppConfig, 'PROVIDER_NAME' | 'PROVIDER_EMAIL' | 'publicUrl'>;

interface Person {
  firstName: string | null;
  lastName: string | null;
  email: string;
}

export const fullName = (person: Person) => [person.firstName, person.lastName].filter(Boolean).join(' ').trim() || person.email;

const requestLink = (config: RequestMailConfig, detail: RequestDetail) => `${config.publicUrl}/my-requests/${detail.id}`;

/** Every request e-mail: the one layout, the provider's name, replies to the office, logged against the request. */
function requestEmail(config: RequestMailConfig, detail: RequestDetail, content: Omit<Parameters<typeof renderEmail>[0], 'providerName' | 'replyTo'>): OutgoingMail {
  return {
    ...renderEmail({ ...content, providerName: config.PROVIDER_NAME, replyTo: config.PROVIDER_EMAIL }),
    entityType: 'request',
    entityId: detail.id,
  };
}

export function requestReceiptEmail(config: RequestMailConfig, requester: Person, detail: RequestDetail): OutgoingMail {
  const provider = config.PROVIDER_NAME;
  return requestEmail(config, detail, {
    type: 'request.receipt',
    to: requester.email,
    subject: `We received your request ${detail.request_no} — ${provider}`,
    greeting: `Hello ${fullName(requester)},`,
    paragraphs: [
      `Thank you. Your ${REQUEST_TYPE_LABELS[detail.type].toLowerCase()} for "${detail.project_name}" (${detail.site_address}, ${detail.city}) has reached ${provider} as request ${detail.request_no}.`,
      `Contract amount: ${formatCurrency(centsToDollars(detail.contract_amount_cents))}. Desired start: ${detail.desired_start_date}.`,
      'A member of our team will contact you within 24 to 48 hours. You can follow the request in the portal.',
    ],
    action: { label: 'View my request', link: requestLink(config, detail) },
    footnote: `Request number: ${detail.request_no}. Quote it when you write to ${config.PROVIDER_EMAIL}.`,
  });
}

export function requestAssignedEmail(config: RequestMailConfig, inspector: Person, detail: RequestDetail): OutgoingMail {
  return requestEmail(config, detail, {
    type: 'request.assigned',
    to: inspector.email,
    subject: `Request ${detail.request_no} assigned to you — ${detail.project_name}`,
    greeting: `Hello ${fullName(inspector)},`,
    paragraphs: [
      `You have been assigned ${REQUEST_TYPE_LABELS[detail.type].toLowerCase()} ${detail.request_no} for "${detail.project_name}".`,
      `Site: ${detail.site_address}, ${detail.city} (${detail.region}).`,
      `Requested by ${detail.requester_name} (${detail.requester_email}). Desired start: ${detail.desired_start_date}.`,
    ],
    action: { label: 'Open the request', link: requestLink(config, detail) },
    footnote: `Request number: ${detail.request_no}.`,
  });
}

export function requestInformationEmail(config: RequestMailConfig, detail: RequestDetail, message: string): OutgoingMail {
  return requestEmail(config, detail, {
    type: 'request.information_requested',
    to: detail.requester_email,
    subject: `More information needed for request ${detail.request_no} — ${config.PROVIDER_NAME}`,
    greeting: `Hello ${detail.requester_name},`,
    paragraphs: [`To move your request ${detail.request_no} ("${detail.project_name}") forward, we need a little more information:`],
    quote: message,
    action: { label: 'Open my request', link: requestLink(config, detail) },
    footnote: `Reply to this e-mail or write to ${config.PROVIDER_EMAIL}, quoting ${detail.request_no}.`,
  });
}

export function requestDeclinedEmail(config: RequestMailConfig, detail: RequestDetail, reason: string): OutgoingMail {
  return requestEmail(config, detail, {
    type: 'request.declined',
    to: detail.requester_email,
    subject: `Your request ${detail.request_no} was declined — ${config.PROVIDER_NAME}`,
    greeting: `Hello ${detail.requester_name},`,
    paragraphs: [`We are sorry: we cannot take on your request ${detail.request_no} ("${detail.project_name}"). The reason:`],
    quote: reason,
    footnote: `Questions? Reply to this e-mail or write to ${config.PROVIDER_EMAIL}.`,
  });
}

export function requestConvertedEmail(
  config: RequestMailConfig,
  detail: RequestDetail,
  project: { projectCode: string; projectName: string; leadInspectorName: string | null },
): OutgoingMail {
  return requestEmail(config, detail, {
    type: 'request.converted',
    to: detail.requester_email,
    subject: `Your request ${detail.request_no} is accepted: project ${project.projectCode} — ${config.PROVIDER_NAME}`,
    greeting: `Hello ${detail.requester_name},`,
    paragraphs: [
      `Good news: your request ${detail.request_no} is accepted and is now project ${project.projectCode} ("${project.projectName}").`,
      `Your lead inspector is ${project.leadInspectorName ?? 'being appointed'}. We will contact you to schedule the first visit.`,
    ],
    action: { label: 'Open my request', link: requestLink(config, detail) },
    footnote: `Project code: ${project.projectCode}. Quote it when you write to ${config.PROVIDER_EMAIL}.`,
  });
}
