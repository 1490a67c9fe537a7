import { formatDate } from '@/shared/format/date';
import type { MembershipStanding } from '@/shared/membership-rules';
import type { OwnMembership } from '@/shared/schemas/membership';

export interface MembershipAdvice {
  /** How to join or renew from where the company stands. */
  text: string;
  /** The link to the contact form (topic: membership). */
  action: string;
  /** Shown as a warning (an ended, lapsed or suspended membership, or one to renew now). */
  urgent: boolean;
}

/** What the client should do next about the membership, in a sentence and a link label. */
export function membershipAdvice(standing: MembershipStanding, membership: OwnMembership['membership']): MembershipAdvice {
  const end = membership?.valid_to ? formatDate(membership.valid_to) : null;
  switch (standing.kind) {
    case 'none':
      return {
        text: 'Your company is not a member. Painting contractors join to work on projects that require the QA program and its guarantee: send us your company details and a contact person, and we confirm the membership with a member number and term.',
        action: 'Apply for membership',
        urgent: false,
      };
    case 'applicant':
      return {
        text: 'We are reviewing your application. We confirm the membership by e-mail with your member number and term, and may ask for references or proof of insurance first.',
        action: 'Ask about your application',
        urgent: false,
      };
    case 'suspended':
      return {
        text: 'Your membership is on hold, so no guarantee can be issued on your projects meanwhile. Contact us to have it reinstated.',
        action: 'Ask about reinstatement',
        urgent: true,
      };
    case 'lapsed':
    case 'expired':
      return {
        text: `Your membership term ${end ? `ended on ${end}` : 'has ended'}. Renew it to have guarantees issued on your projects again.`,
        action: 'Renew membership',
        urgent: true,
      };
    case 'active':
      return standing.renewSoon
        ? { text: `Your term ends on ${end}. Renew now so that your projects in progress can still be guaranteed.`, action: 'Renew membership', urgent: true }
        : {
            text: end ? `Your membership is in good standing until ${end}. We send a reminder by e-mail before the term ends.` : 'Your membership is in good standing.',
            action: 'Questions about your membership',
            urgent: false,
          };
  }
}
