import { guaranteeVerifyPath } from '../../shared/schemas/guarantees';
import type { AppConfig } from '../config/env';
import type { Db } from '../db/client';
import { companyUserEmails, loadProjectParties, type GuaranteeRow } from '../repositories/guarantees';
import { loadReportProject, type ReportRow } from '../repositories/reports';
import { renderEmail } from './email-layout';
import type { OutgoingMail } from './mail';
import type { InspectionBooklet } from './pdf/inspection-booklet';

/**
 * The largest booklet attached to the e-mail. Past it (base64 adds a third, and most mail servers
 * refuse messages over 20-25 MB) the e-mail says where to download the booklet instead.
 */
export const BOOKLET_ATTACHMENT_MAX_BYTES = 15 * 1024 * 1024;

export interface IssuedGuarantee {
  guarantee: GuaranteeRow;
  projectCode: string;
  pdf: Buffer;
  booklet: Pick<InspectionBooklet, 'pdf' | 'pageCount' | 'contents'> & { report: ReportRow };
}

/** The parties' addresses: the client company's users, and the owner's, architect's and contractor's company e-mails. */
export async function guaranteeRecipients(deps: { db: Db }, projectId: string): Promise<string[]> {
  const project = await loadReportProject(deps.db, projectId);
  const parties = await loadProjectParties(deps.db, projectId);
  const clientUsers = project?.companyId ? await companyUserEmails(deps.db, project.companyId) : [];
  const partyEmails = [parties.owner, parties.architect, parties.contractor].map((party) => party?.email).filter((email): email is string => Boolean(email));
  return [...new Set([...clientUsers, ...partyEmails].map((email) => email.toLowerCase()))];
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * The e-mails of the certificate and the inspection booklet, one to every party (issueGuarantee
 * enqueues them in its transaction). A booklet over BOOKLET_ATTACHMENT_MAX_BYTES is not attached:
 * the e-mail says so and where to get it.
 */
export async function guaranteeEmails(deps: { db: Db; config: AppConfig }, issued: IssuedGuarantee, projectName: string): Promise<OutgoingMail[]> {
  const provider = deps.config.PROVIDER_NAME;
  const { guarantee, pdf, booklet } = issued;
  const attachBooklet = booklet.pdf.length <= BOOKLET_ATTACHMENT_MAX_BYTES;
  const bound = booklet.contents.filter((line) => line.omitted === null).length;
  const bookletWords = `the inspection booklet (${bound} report${bound === 1 ? '' : 's'}, ${booklet.pageCount} pages)`;
  const attachments = [
    { filename: `${guarantee.certificateNo}.pdf`, content: pdf, contentType: 'application/pdf' },
    ...(attachBooklet
      ? [{ filename: `${issued.projectCode.replace(/[^\w.-]/g, '_')}-inspection-booklet.pdf`, content: booklet.pdf, contentType: 'application/pdf' }]
      : []),
  ];
  return (await guaranteeRecipients(deps, guarantee.projectId)).map((to) => {
    const mail = renderEmail({
      type: 'guarantee.issued',
      to,
      subject: `Guarantee certificate ${guarantee.certificateNo} — ${projectName}`,
      paragraphs: [
        `${provider} has issued the guarantee certificate ${guarantee.certificateNo} for ${projectName}, valid from ${guarantee.startsOn} to ${guarantee.expiresOn}.`,
        attachBooklet
          ? `The certificate and ${bookletWords} are attached. Anyone can confirm the certificate with the verification code printed on it.`
          : `The certificate is attached. Anyone can confirm it with the verification code printed on it. ` +
            `${bookletWords.charAt(0).toUpperCase()}${bookletWords.slice(1)} is ${megabytes(booklet.pdf.length)}, too large to send by e-mail: ` +
            "the client's users can download it with the project's reports in the portal, and anyone may reply to this e-mail for a copy.",
      ],
      action: { label: 'Verify the certificate', link: `${deps.config.publicUrl}${guaranteeVerifyPath(guarantee.verificationCode)}` },
      providerName: provider,
      replyTo: deps.config.PROVIDER_EMAIL,
    });
    return { ...mail, entityType: 'guarantee', entityId: guarantee.id, attachments };
  });
}
