import { Box, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { DraftFormFooter } from '@/components/form/draft-form-footer';
import { FormField } from '@/components/ui/form-field';
import { useQueuedForm } from '@/lib/forms/use-queued-form';
import type { ThreadSummary } from '@/shared/schemas/messages';
import { replyWrite } from '@/lib/api/messages/send-message';
import { discardMessageDraft, EMPTY_REPLY, MESSAGE_FAILURE_TEXT, MESSAGE_QUEUED_TEXT, messageFieldOf, replyResolver } from '../message-form-model';
import { MessageFilesField } from './message-files-field';

export const REPLY_SENT_TEXT = 'Your reply was sent.';

/** A reply in a thread, with files: a queued write (it also works offline), kept as a draft until sent. */
export function ReplyForm({ thread }: { thread: Pick<ThreadSummary, 'id' | 'subject'> }) {
  const [sent, setSent] = useState(false);
  const { form, draft, waiting, send, footer } = useQueuedForm({
    write: replyWrite,
    formId: `message-reply-${thread.id}`,
    defaults: EMPTY_REPLY,
    resolver: replyResolver,
    fieldOf: messageFieldOf,
    failureText: MESSAGE_FAILURE_TEXT,
  });
  const { register, control, getValues, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(({ body }) => {
    setSent(false);
    const attachments = getValues('attachments');
    send({ threadId: thread.id, subject: thread.subject, body, attachments, attachment_ids: attachments.map((file) => file.id) }, () => setSent(true));
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Reply in ${thread.subject}`}>
      <Stack gap="4">
        <FormField label="Your reply" error={formState.errors.body?.message}>
          <Textarea rows={4} {...register('body')} />
        </FormField>
        <MessageFilesField control={control} error={formState.errors.attachments?.message} />
      </Stack>
      <DraftFormFooter {...footer} onDiscard={() => void discardMessageDraft(getValues('attachments'), draft).then(() => setSent(false))} submitLabel="Send reply">
        <Box role="status" color="green.fg" fontWeight="medium">
          {waiting ? MESSAGE_QUEUED_TEXT : sent ? REPLY_SENT_TEXT : null}
        </Box>
      </DraftFormFooter>
    </form>
  );
}
