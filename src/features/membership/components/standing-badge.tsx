import { Badge } from '@chakra-ui/react';
import { membershipStandingText, type MembershipStanding } from '@/shared/membership-rules';

const PALETTE: Record<MembershipStanding['kind'], string> = {
  none: 'gray',
  applicant: 'blue',
  active: 'green',
  expired: 'red',
  lapsed: 'orange',
  suspended: 'red',
};

/** "Expires in 12 days", "Expired 3 days ago", "Lapsed"… in the standing's colour (orange when renewal is due). */
export function StandingBadge({ standing }: { standing: MembershipStanding }) {
  const palette = standing.kind === 'active' && standing.renewSoon ? 'orange' : PALETTE[standing.kind];
  return (
    <Badge colorPalette={palette} variant="subtle">
      {membershipStandingText(standing)}
    </Badge>
  );
}
