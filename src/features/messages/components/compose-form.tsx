import { Box, Heading, Input, Stack, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { DraftFormFooter } from '@/components/form/draft-form-footer';
import { FormField } from '@/components/ui/form-field';
import { CompanyPicker, pickerFieldProps } from '@/components/form/lazy-company-picker';
import { useQueuedForm } from '@/lib/forms/use-queued-form';
import { Controller } from 'react-hook-form';
import { startThreadWrite } from '@/lib/api/messages/send-message';
import { composeResolver, discardMessageDraft, EMPTY_COMPOSE, MESSAGE_FAILURE_TEXT, MESSAGE_QUEUED_TEXT, messageFieldOf } from '../message-form-model';
import { MessageFilesField } from './message-files-field';

/** Who a new conversation goes to. */
export type ComposeRecipient =
  /** A Client writes to the provider's office. */
  | { kind: 'office' }
  /** An Admin chooses the client company. */
  | { kind: 'choose' }
  /** An Admin writes to a known company, about one of its projects (the project page). */
  | { kind: 'fixed'; companyId: string; companyName: string; projectId?: string };

export const OFFICE_NAME = 'our office';
export const sentText = (subject: string) => `Your message "${subject}" was sent.`;

const headingOf = (recipient: ComposeRecipient) =>
  recipient.kind === 'fixed' ? `New message to ${recipient.companyName}` : recipient.kind === 'office' ? 'New message to our office' : 'New message to a client';
const draftIdOf = (recipient: ComposeRecipient) => (recipient.kind === 'fixed' ? `message-compose-${recipient.projectId ?? recipient.companyId}` : `message-compose-${recipient.kind}`);

/**
 * A new conversation: subject, message and files, sent as a queued write (it waits on this device
 * offline) and kept as a draft until sent. A Client writes to the office; an Admin to the company
 * they choose or the one given.
 */
export function ComposeForm({ recipient, onSent }: { recipient: ComposeRecipient; onSent?(threadId: string): void }) {
  const headingId = useId();
  const [sent, setSent] = useState<string | null>(null);
  const { form, draft, waiting, send, footer } = useQueuedForm({
    write: startThreadWrite,
    formId: draftIdOf(recipient),
    defaults: EMPTY_COMPOSE,
    resolver: composeResolver(recipient.kind === 'choose'),
    fieldOf: messageFieldOf,
    failureText: MESSAGE_FAILURE_TEXT,
  });
  const { register, control, getValues, handleSubmit, formState } = form;
  const { errors } = formState;

  const onSubmit = handleSubmit((values) => {
    setSent(null);
    const attachments = getValues('attachments');
    const company =
      recipient.kind === 'fixed' ? { company_id: recipient.companyId, project_id: recipient.projectId } : recipient.kind === 'choose' ? { company_id: values.company_id } : {};
    send(
      {
        subject: values.subject,
        body: values.body,
        ...company,
        attachments,
        attachment_ids: attachments.map((file) => file.id),
        recipientName: recipient.kind === 'fixed' ? recipient.companyName : OFFICE_NAME,
      },
      (thread) => {
        setSent(sentText(values.subject));
        onSent?.(thread.id);
      },
    );
  });

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" id={headingId} size="md">
        {headingOf(recipient)}
      </Heading>
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <Stack gap="4">
          {recipient.kind === 'choose' && (
            <Controller
              control={control}
              name="company_id"
              render={({ field }) => (
                <CompanyPicker
                  label="Client company"
                  {...pickerFieldProps(field)}
                  error={errors.company_id?.message}
                />
              )}
            />
          )}
          <FormField label="Subject" error={errors.subject?.message}>
            <Input {...register('subject')} />
          </FormField>
          <FormField label="Message" error={errors.body?.message}>
            <Textarea rows={5} {...register('body')} />
          </FormField>
          <MessageFilesField control={control} error={errors.attachments?.message} />
        </Stack>
        <DraftFormFooter {...footer} onDiscard={() => void discardMessageDraft(getValues('attachments'), draft).then(() => setSent(null))} submitLabel="Send message">
          <Box role="status" color="green.fg" fontWeight="medium">
            {waiting ? MESSAGE_QUEUED_TEXT : sent}
          </Box>
        </DraftFormFooter>
      </form>
    </Stack>
  );
}
