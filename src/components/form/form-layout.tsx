import { Box, chakra, Flex, GridItem, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { plusInset } from '../layout/safe-area';
import { FormError } from '../ui/form-error';

export interface FormLayoutProps {
  /** react-hook-form's `handleSubmit(...)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's accessible name (e.g. the page title). */
  label?: string;
  /** FormSection elements. */
  children: ReactNode;
  /** Submit and cancel buttons, kept in view in a bar at the bottom (when the viewport is tall enough). */
  actions: ReactNode;
  /** A server error (an API answer), shown under the form, above the actions. */
  serverError?: string | null;
}

/**
 * A create/edit form (react-hook-form with the shared zod schema; server errors under
 * the form): sections with headings, field grids, the server error, and a sticky actions bar.
 * Validation is the schema's job, so the browser's own bubbles are off (noValidate).
 */
export function FormLayout({ onSubmit, label, children, actions, serverError }: FormLayoutProps) {
  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="8">{children}</Stack>
      {serverError && (
        <Box mt="6">
          <FormError message={serverError} />
        </Box>
      )}
      {/* Sticky only where there is room: in a short viewport (a phone with its keyboard open,
          or in landscape) it would cover the very field being typed in. */}
      <Flex
        position="static"
        css={{ '@media (min-height: 32rem)': { position: 'sticky' } }}
        bottom="0"
        zIndex="docked"
        mt="6"
        pt="3"
        // Above the home indicator when the bar sticks to the bottom of the installed app.
        pb={plusInset('0.75rem', 'bottom')}
        gap="3"
        justify="flex-end"
        wrap="wrap"
        bg="bg"
        borderTopWidth="1px"
      >
        {actions}
      </Flex>
    </chakra.form>
  );
}

export interface FormSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** A titled group of fields (a region named by its h2). */
export function FormSection({ title, description, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="lg">
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" mt="1" fontSize="sm">
          {description}
        </Text>
      )}
      <Box mt="4">{children}</Box>
    </Box>
  );
}

/** Fields side by side from md up (one column on phones). */
export function FieldGrid({ columns = 2, children }: { columns?: 1 | 2 | 3; children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, md: columns }} gap="4">
      {children}
    </SimpleGrid>
  );
}

/** A field that spans the whole grid row (e.g. a notes textarea). */
export function FullWidthField({ children }: { children: ReactNode }) {
  return <GridItem gridColumn="1 / -1">{children}</GridItem>;
}
