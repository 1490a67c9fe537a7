import { Box, Button, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { useQueuedWrite } from '@/lib/api/use-api-mutation';
import { useWaitingChangeActions } from '@/lib/offline/waiting-changes';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import type { RequestDetail, RequestReply } from '@/shared/schemas/requests';
import { actionErrorText } from '../action-errors';
import { replyToRequestWrite } from '@/lib/api/requests/reply-to-request';

export const REPLY_SENT_TEXT = 'Thank you: your answer is with our office, and your request is back in its queue.';
export const REPLY_QUEUED_TEXT = 'You are offline. Your answer is saved on this device and will be sent when the connection returns.';

const replyResolver = lazyZodResolver<RequestReply>(() => import('@/shared/schemas/requests').then((m) => m.requestReplySchema));

/**
 * The client's answer when the office asked for more information (status "information
 * requested"): the office's question, a message box, and the answer sent as a queued write.
 * Once it lands, the reloaded request has moved on and this form leaves: `onSubmitted` lets the
 * page say thank you in its place.
 */
export function RequestReplyForm({ request, onSubmitted }: { request: RequestDetail; onSubmitted?: () => void }) {
  const headingId = useId();
  const write = useQueuedWrite(replyToRequestWrite);
  const { discardByKey } = useWaitingChangeActions();
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, reset, setError, formState } = useForm<RequestReply>({
    resolver: replyResolver,
    defaultValues: { message: '' },
  });
  const question = [...request.timeline].reverse().find((event) => event.kind === 'message' && event.note);

  const onSubmit = handleSubmit(({ message }) => {
    setSent(false);
    onSubmitted?.();
    write.send(
      { requestId: request.id, requestNo: request.request_no, message },
      {
        onSuccess: () => {
          reset();
          setSent(true);
        },
        onError: (error, variables) => {
          // Shown here, with the answer still in the box: not also in the list of waiting changes.
          discardByKey(variables.idempotencyKey);
          setError('root.server', { message: actionErrorText(error) });
        },
      },
    );
  });

  const status = write.isWaiting ? REPLY_QUEUED_TEXT : sent ? REPLY_SENT_TEXT : null;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderColor="orange.emphasized" borderRadius="lg" p="5">
      <Heading as="h2" id={headingId} size="md" mb="2">
        We need more information
      </Heading>
      {question?.note && (
        <Text whiteSpace="pre-wrap" mb="4" color="fg.muted">
          {question.note}
        </Text>
      )}
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <Stack gap="3">
          <FormField label="Your answer" error={formState.errors.message?.message}>
            <Textarea rows={4} {...register('message')} />
          </FormField>
          <FormError message={formState.errors.root?.server?.message} />
          <Box>
            <Button type="submit" colorPalette="blue" loading={write.isPending && !write.isWaiting}>
              Send answer
            </Button>
          </Box>
          <Box role="status" color="green.fg" fontWeight="medium">
            {status}
          </Box>
        </Stack>
      </form>
    </Box>
  );
}
