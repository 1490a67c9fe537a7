import { Box, Button, Heading, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { sendContactMessage } from '../api/send-contact-message';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_TOPICS,
  contactMessageSchema,
  type ContactMessage,
  type ContactMessageInput,
} from '@/shared/schemas/contact';

const EMPTY: ContactMessageInput = { name: '', email: '', phone: '', topic: '' as ContactMessageInput['topic'], message: '' };

/** Why sending failed: the server's error text (the API client puts it in the message). */
function failureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Your message could not be sent. Please try again.';
}

/**
 * The contact form: validated with the shared zod schema, sent to POST /api/contact. Errors show
 * under their fields; a failed send shows the server's message under the form; a sent message
 * is confirmed in a status line and the form is cleared.
 */
export function ContactForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });
  const messageLength = watch('message')?.trim().length ?? 0;

  const onSubmit = handleSubmit(async (values) => {
    setSentTo(null);
    try {
      await sendContactMessage(values);
      reset(EMPTY);
      setSentTo(values.email);
    } catch (error) {
      setError('root.server', { message: failureText(error) });
    }
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
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <FormField label="Phone (optional)" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...register('phone')} />
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
            helperText={`${CONTACT_MESSAGE_MIN} to ${CONTACT_MESSAGE_MAX.toLocaleString('en-US')} characters (${messageLength} so far).`}
          >
            <Textarea rows={7} maxLength={CONTACT_MESSAGE_MAX + 500} {...register('message')} />
          </FormField>
          <Button type="submit" colorPalette="blue" loading={isSubmitting} alignSelf="start">
            Send message
          </Button>
          <FormError message={errors.root?.server?.message} />
          <Text role="status" color="green.fg" fontWeight="medium">
            {sentTo ? `Thank you. Your message has been sent, and we will reply to ${sentTo}.` : ''}
          </Text>
        </Stack>
      </form>
    </Box>
  );
}
