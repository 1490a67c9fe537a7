import { Box, Button, Heading, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import { useWaitingChangeActions } from '@/lib/offline/waiting-changes';
import { useQueuedWrite } from '@/lib/api/use-api-mutation';
import { isNetworkFailure } from '@/lib/query/query-client';
import { sendContactMessageWrite } from '@/lib/api/contact/send-contact-message';
import { CONTACT_TOPICS } from '@/shared/contact-topics';
import type { ContactMessage, ContactMessageInput } from '@/shared/schemas/contact';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN } from '@/shared/schemas/contact-values';
import { inputKind } from '@/components/form/input-kinds';
import { LOCALE } from '@/shared/format/locale';

const EMPTY: ContactMessageInput = { name: '', email: '', phone: '', topic: '' as ContactMessageInput['topic'], message: '' };

const contactResolver = lazyZodResolver<ContactMessageInput, ContactMessage>(() => import('@/shared/schemas/contact').then((m) => m.contactMessageSchema));

/** Why sending failed: the server's error text (the API client puts it in the message). */
function failureText(error: unknown): string {
  if (isNetworkFailure(error)) return 'Could not reach the server. Check your connection and try again.';
  return error instanceof Error && error.message ? error.message : 'Your message could not be sent. Please try again.';
}

/** A refused message the user chose to edit from the list of waiting changes. */
function draftFrom(state: unknown): ContactMessageInput | undefined {
  const draft = (state as { draft?: Partial<ContactMessageInput> } | null)?.draft;
  return draft ? { ...EMPTY, ...draft, phone: draft.phone ?? '' } : undefined;
}

/**
 * The contact form: validated with the shared zod schema, sent to POST /api/contact as a queued
 * write. Errors show under their fields; a refused send shows the server's message under the
 * form; offline, the message waits (and says so) and is sent once the connection returns (refused
 * then, it stays in the list of waiting changes); a sent message is confirmed in a status line and
 * the form is cleared.
 */
export function ContactForm() {
  const location = useLocation();
  const [status, setStatus] = useState<string>('');
  const contact = useQueuedWrite(sendContactMessageWrite);
  const { discardByKey } = useWaitingChangeActions();
  const waiting = contact.isWaiting;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: contactResolver,
    defaultValues: draftFrom(location.state) ?? EMPTY,
  });
  // eslint-disable-next-line react-hooks/incompatible-library -- React Compiler leaves this form as written (decision 0033)
  const messageLength = watch('message')?.trim().length ?? 0;
  // The latest send; `queued` once it waited offline and the form was emptied.
  const latest = useRef<{ queued: boolean } | null>(null);

  // Offline, the message waits in the queue (and in IndexedDB): the form is free for the next one.
  useEffect(() => {
    if (!waiting) return;
    if (latest.current) latest.current.queued = true;
    reset(EMPTY);
    setStatus('You are offline. Your message is saved on this device and will be sent when the connection returns.');
  }, [waiting, reset]);

  const onSubmit = handleSubmit((values) => {
    setStatus('');
    const sending = { queued: false };
    latest.current = sending;
    contact.send(values, {
      onSuccess: () => {
        // Once queued, the form holds the next message, if any: leave it alone.
        if (!sending.queued) reset(EMPTY);
        setStatus(`Thank you. Your message has been sent, and we will reply to ${values.email}.`);
      },
      onError: (error, variables) => {
        if (sending.queued) {
          // The form was emptied: the queued write, the message's only copy, stays in the list of
          // waiting changes with the refusal, to retry, edit or discard there.
          setStatus('');
          setError('root.server', { message: `${failureText(error)} Your message is kept under changes waiting to sync, where you can retry, edit or discard it.` });
          return;
        }
        // Shown here, with the text still in the form: not also in the list of waiting changes.
        discardByKey(variables.idempotencyKey);
        setError('root.server', { message: failureText(error) });
      },
    });
  });

  return (
    <Box as="section" aria-labelledby="contact-form-title">
      <Heading as="h2" id="contact-form-title" size="xl" mb="2">
        Send us a message
      </Heading>
      <Text color="fg.muted" mb="5">
        Fields marked optional may be left empty. We answer by e-mail, usually within one working day.
      </Text>
      <form onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
        <Stack gap="4">
          <FormField label="Name" error={errors.name?.message}>
            <Input autoComplete="name" {...register('name')} />
          </FormField>
          <FormField label="Email" error={errors.email?.message}>
            <Input {...inputKind('email')} {...register('email')} />
          </FormField>
          <FormField label="Phone (optional)" error={errors.phone?.message}>
            <Input {...inputKind('tel')} {...register('phone')} />
          </FormField>
          <FormField label="Topic" error={errors.topic?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('topic')}>
                <option value="">Choose a topic…</option>
                {CONTACT_TOPICS.map((topic) => (
                  <option key={topic.value} value={topic.value}>
                    {topic.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField
            label="Message"
            error={errors.message?.message}
            helperText={`${CONTACT_MESSAGE_MIN} to ${CONTACT_MESSAGE_MAX.toLocaleString(LOCALE)} characters (${messageLength} so far).`}
          >
            <Textarea rows={7} maxLength={CONTACT_MESSAGE_MAX + 500} {...register('message')} />
          </FormField>
          <Button type="submit" colorPalette="blue" loading={contact.isPending && !waiting} alignSelf="start">
            Send message
          </Button>
          <FormError message={errors.root?.server?.message} />
          <Text role="status" color="green.fg" fontWeight="medium">
            {status}
          </Text>
        </Stack>
      </form>
    </Box>
  );
}
