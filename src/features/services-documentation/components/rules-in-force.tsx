import { FactList, DetailSection } from '@/components/ui/fact-list';
import { DEFICIENCY_THRESHOLDS } from '@/shared/deficiency-rules';
import { GUARANTEE_TERM_MONTHS } from '@/shared/guarantee-rules';
import { DEW_POINT_MARGIN_C } from '@/shared/schemas/inspections-values';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** The numbers the how-to pages refer to, read from the rules' one place in the code (never copied into the text). */
export function RulesInForce() {
  return (
    <DetailSection title="Rules in force">
      <FactList
        items={[
          ['Dew point margin', `The surface must be at least ${DEW_POINT_MARGIN_C} °C above the dew point`],
          ['First reminder', `From ${days(DEFICIENCY_THRESHOLDS.reminderLeadDays)} before the due date`],
          ['Reminders', `At most ${DEFICIENCY_THRESHOLDS.maxReminders}, no more than one every ${days(DEFICIENCY_THRESHOLDS.reminderGapDays)}`],
          ['Warning', `${days(DEFICIENCY_THRESHOLDS.warningOverdueDays)} past the due date, or after ${DEFICIENCY_THRESHOLDS.maxReminders} reminders`],
          ['Guarantee term', `${GUARANTEE_TERM_MONTHS} months from the issue date`],
        ]}
      />
    </DetailSection>
  );
}
