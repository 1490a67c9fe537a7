import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormError } from '@/components/ui/form-error';
import { formatTimeAgo } from '@/shared/format/date';

export interface DraftFormFooterProps {
  /** The server's refusal, shown above the buttons. */
  serverError?: string;
  /** When the draft on this device was last saved (useFormDraft), or null. */
  savedAt: number | null;
  /** Offer to discard (a draft is kept, or the form was changed). */
  showDiscard: boolean;
  onDiscard(): void;
  discardLabel?: string;
  submitLabel: string;
  submitting: boolean;
  /** Under the buttons, e.g. the confirmation. */
  children?: ReactNode;
}

/** The end of a form whose values are kept as a draft on this device: when it was saved, Discard and Submit. */
export function DraftFormFooter({ serverError, savedAt, showDiscard, onDiscard, discardLabel = 'Discard draft', submitLabel, submitting, children }: DraftFormFooterProps) {
  return (
    <Stack gap="4" mt="6">
      <FormError message={serverError} />
      <Flex gap="3" wrap="wrap" align="center" justify="space-between" borderTopWidth="1px" pt="4">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {savedAt ? `Draft saved on this device ${formatTimeAgo(savedAt)}.` : ''}
        </Text>
        <Flex gap="3">
          {showDiscard && (
            <Button variant="outline" onClick={onDiscard}>
              {discardLabel}
            </Button>
          )}
          <Button type="submit" colorPalette="blue" loading={submitting}>
            {submitLabel}
          </Button>
        </Flex>
      </Flex>
      {children}
    </Stack>
  );
}
