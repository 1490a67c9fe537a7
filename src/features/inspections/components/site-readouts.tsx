import { Alert, Text } from '@chakra-ui/react';
import { centsToDollars, formatCurrency } from '@/shared/format/currency';
import { DEW_POINT_MARGIN_C } from '@/shared/schemas/inspections-values';
import type { TravelFeeSettings } from '@/shared/travel-fee';
import type { ConditionsReading } from '../record-form-model';
import { LOCALE } from '@/shared/format/locale';

const degrees = (value: number) => `${value.toLocaleString(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} °C`;

/** The dew point worked out as the inspector types, and a warning when the surface is too close to it. */
export function ConditionsReadout({ reading }: { reading: ConditionsReading }) {
  const { dewPointC, marginC, tooClose } = reading;
  return (
    <>
      <Text role="status" aria-live="polite" fontSize="sm">
        {dewPointC === null
          ? 'The dew point is worked out from the air temperature and relative humidity.'
          : `Dew point ${degrees(dewPointC)}${marginC === null ? '' : ` · surface ${degrees(marginC)} ${marginC >= 0 ? 'above' : 'below'} it`}`}
      </Text>
      {tooClose && (
        <Alert.Root status="warning" variant="subtle">
          <Alert.Indicator />
          <Alert.Description>
            {`The surface is less than ${DEW_POINT_MARGIN_C} °C above the dew point: moisture can condense on it, and coating standards do not allow painting. Note it, and hold the coating until conditions improve.`}
          </Alert.Description>
        </Alert.Root>
      )}
    </>
  );
}

/** The travel fee the server will charge for the distance typed, with the rule behind it. */
export function TravelFeeReadout({ fee, settings }: { fee: { cents: number; flatZone: string | null } | null; settings: TravelFeeSettings | undefined }) {
  if (fee === null || !settings) {
    return (
      <Text fontSize="sm" color="fg.muted">
        The travel fee is worked out by the office when the recording arrives.
      </Text>
    );
  }
  return (
    <Text role="status" aria-live="polite" fontSize="sm">
      {fee.flatZone
        ? `Travel fee ${formatCurrency(centsToDollars(fee.cents))}: the flat amount of zone ${fee.flatZone}, whatever the distance.`
        : `Travel fee ${formatCurrency(centsToDollars(fee.cents))}: the first ${2 * settings.freeRadiusKm} km of the round trip are free, then ${formatCurrency(centsToDollars(settings.rateCentsPerKm))}/km.`}
    </Text>
  );
}
