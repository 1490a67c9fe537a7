import { Alert, Box, Button, CloseButton, Drawer, Flex, Heading, Link, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { CardSkeleton } from '@/components/feedback/skeletons';
import { ErrorState } from '@/components/feedback/error-state';
import { FormError } from '@/components/ui/form-error';
import { inspectorOptions, SelectControl } from '@/components/form/select-field';
import { FormField } from '@/components/ui/form-field';
import { useAuth } from '@/lib/auth/use-auth';
import { useBackCloses } from '@/lib/use-back-closes';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import type { TextValues } from '@/components/form/form-values';
import type { AssignRequest, DeclineRequest, RequestDetail, RequestInfo } from '@/shared/schemas/requests';
import { canApplyRequestAction } from '@/shared/schemas/requests-values';
import { inspectorChoices, useInspectors, type AssignableInspector } from '@/lib/api/requests/get-inspectors';
import { useRequest } from '@/lib/api/requests/get-request';
import { useAssignRequest, useDeclineRequest, useRequestInformation } from '@/lib/api/requests/request-actions';
import { actionErrorText } from '../action-errors';
import { isConflict } from '@/lib/api-client';
import { CONVERT_BUTTON_LABEL, ConvertDialog } from './convert-dialog';
import { AttachmentList } from '@/components/files/attachment-list';
import { RequestFacts, RequestTimeline } from './request-details';

/** The one field of "Request information" (`message`) or "Decline" (`reason`), as typed. */
type OneFieldValues = TextValues<RequestInfo & DeclineRequest>;

const assignResolver = lazyZodResolver<AssignRequest>(() => import('@/shared/schemas/requests').then((m) => m.assignRequestSchema));
/** The shared schema of each one-field action, by its field. */
const oneFieldResolvers = {
  message: lazyZodResolver<OneFieldValues>(() => import('@/shared/schemas/requests').then((m) => m.requestInfoSchema as never)),
  reason: lazyZodResolver<OneFieldValues>(() => import('@/shared/schemas/requests').then((m) => m.declineRequestSchema as never)),
};

function ActionBox({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h4" id={id} size="sm" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Who the request is assigned to now, as the assign box says it. */
export const assignedText = (request: Pick<RequestDetail, 'assigned_to_name'>) =>
  request.assigned_to_name ? `Assigned to ${request.assigned_to_name}` : 'Not assigned yet';

function AssignForm({ request, inspectors, onDone, onMovedOn }: { request: RequestDetail; inspectors: readonly AssignableInspector[]; onDone: (text: string) => void; onMovedOn: (error: unknown) => void }) {
  const assign = useAssignRequest();
  const { register, handleSubmit, setError, formState } = useForm<AssignRequest>({
    resolver: assignResolver,
    defaultValues: { inspectorId: request.assigned_to ?? '' },
  });
  // mutateAsync, not mutate's callbacks: the refreshed request has a new assignee, which remounts
  // this form (its key) before the action settles, and mutate's callbacks die with it.
  const onSubmit = handleSubmit(async (body) => {
    try {
      const updated = await assign.mutateAsync({ id: request.id, body });
      onDone(`Assigned to ${updated.assigned_to_name ?? 'the inspector'}.`);
    } catch (error) {
      if (isConflict(error)) onMovedOn(error);
      else setError('root.server', { message: actionErrorText(error) });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="3">
        <Text fontSize="sm" fontWeight={request.assigned_to_name ? 'medium' : undefined} color={request.assigned_to_name ? undefined : 'fg.muted'}>
          {assignedText(request)}
        </Text>
        <FormField label="Inspector" error={formState.errors.inspectorId?.message}>
          <SelectControl registration={register('inspectorId')} options={inspectorOptions(inspectors)} placeholder="Choose an inspector…" />
        </FormField>
        <FormError message={formState.errors.root?.server?.message} />
        <Button type="submit" size="sm" alignSelf="start" loading={assign.isPending}>
          Assign inspector
        </Button>
      </Stack>
    </form>
  );
}

function MessageForm<Field extends 'message' | 'reason'>({
  field,
  label,
  submitLabel,
  colorPalette,
  pending,
  onSend,
}: {
  field: Field;
  label: string;
  submitLabel: string;
  colorPalette?: string;
  pending: boolean;
  onSend: (text: string, fail: (message: string) => void, done: () => void) => void;
}) {
  const { register, handleSubmit, setError, reset, formState } = useForm<OneFieldValues>({
    // The shared schema of this action (its one field is `field`).
    resolver: oneFieldResolvers[field],
    defaultValues: { [field]: '' } as Record<'message' | 'reason', string>,
  });
  const onSubmit = handleSubmit((values) =>
    onSend(
      values[field],
      (message) => setError('root.server', { message }),
      () => reset({ [field]: '' } as Record<'message' | 'reason', string>),
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="3">
        <FormField label={label} error={formState.errors[field]?.message}>
          <Textarea rows={3} {...register(field)} />
        </FormField>
        <FormError message={formState.errors.root?.server?.message} />
        <Button type="submit" size="sm" alignSelf="start" colorPalette={colorPalette} loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

export interface TriagePanelProps {
  requestId: string;
  onClose: () => void;
  /** 'side': a panel beside the queue (a wide screen); 'drawer': a modal drawer over it, full screen on a phone. */
  layout: 'side' | 'drawer';
  /** The staff page of a project, by its code: where a converted request links. */
  projectHref: (projectCode: string) => string;
}

/** A link to the project a request became, one click from the triage. */
function ProjectLink({ href, code }: { href: string; code: string }) {
  return (
    <Link asChild fontWeight="medium" textDecoration="underline">
      <RouterLink to={href}>Open project {code}</RouterLink>
    </Link>
  );
}

/**
 * One request in the Admin's triage: its details and timeline, and the actions (assign an
 * inspector, ask the client for information, decline with a reason, accept and convert). Each
 * action refreshes the queue; a refusal (e.g. 409: already declined or converted) shows here.
 */
export function TriagePanel({ requestId, onClose, layout, projectHref }: TriagePanelProps) {
  const query = useRequest(requestId);
  const inspectorsQuery = useInspectors();
  const { backendUser } = useAuth();
  const info = useRequestInformation();
  const decline = useDeclineRequest();
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string; projectCode?: string } | null>(null);
  const setResult = (text: string) => setNotice({ status: 'success', text });
  const movedOn = (error: unknown) => setNotice({ status: 'error', text: actionErrorText(error) });
  /** A refusal: under its form, unless the request moved on (the reload may remove the form). */
  const refused = (fail: (message: string) => void) => (error: unknown) => (isConflict(error) ? movedOn(error) : fail(actionErrorText(error)));
  const [converting, setConverting] = useState(false);
  const headingId = useId();
  useBackCloses(layout === 'drawer', onClose);

  const me: AssignableInspector | null = backendUser
    ? { id: backendUser.id, name: [backendUser.first_name, backendUser.last_name].filter(Boolean).join(' ') || backendUser.email }
    : null;
  const inspectors = inspectorChoices(inspectorsQuery.data?.data, me);
  const request = query.data;
  const title = request ? `Request ${request.request_no}` : 'Request';

  let body: ReactNode;
  if (query.isPending) body = <CardSkeleton lines={6} label="Loading the request" query={query} />;
  else if (query.isError && !request) body = <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (request) {
    const open = canApplyRequestAction(request.status, 'assign');
    body = (
      <Stack gap="6">
        <Box role="status" aria-live="polite">
          {notice && (
            <Alert.Root status={notice.status} variant="subtle">
              <Alert.Indicator />
              <Alert.Description>
                {notice.text} {notice.projectCode && <ProjectLink href={projectHref(notice.projectCode)} code={notice.projectCode} />}
              </Alert.Description>
            </Alert.Root>
          )}
        </Box>
        {open ? (
          <Box as="section" aria-labelledby={`${headingId}-actions`}>
            <Heading as="h3" id={`${headingId}-actions`} size="md" mb="3">
              Actions
            </Heading>
            <Stack gap="4">
              <ActionBox title="Assign an inspector">
                <AssignForm key={request.assigned_to ?? 'none'} request={request} inspectors={inspectors} onDone={setResult} onMovedOn={movedOn} />
              </ActionBox>
              <ActionBox title="Ask the client for information">
                <MessageForm
                  field="message"
                  label="Message to the client"
                  submitLabel="Ask for information"
                  pending={info.isPending}
                  onSend={(message, fail, done) =>
                    info.mutate(
                      { id: request.id, body: { message } satisfies RequestInfo },
                      {
                        onSuccess: () => {
                          done();
                          setResult('The client has been asked for information by e-mail.');
                        },
                        onError: refused(fail),
                      },
                    )
                  }
                />
              </ActionBox>
              <ActionBox title="Decline">
                <MessageForm
                  field="reason"
                  label="Reason for declining"
                  submitLabel="Decline request"
                  colorPalette="red"
                  pending={decline.isPending}
                  onSend={(reason, fail, done) =>
                    decline.mutate(
                      { id: request.id, body: { reason } satisfies DeclineRequest },
                      {
                        onSuccess: () => {
                          done();
                          setResult('The request was declined, and the client was told why by e-mail.');
                        },
                        onError: refused(fail),
                      },
                    )
                  }
                />
              </ActionBox>
              <ActionBox title="Accept">
                <Text fontSize="sm" color="fg.muted" mb="3">
                  Creates the project with its code, fee and billing stages.
                </Text>
                <Button colorPalette="green" size="sm" onClick={() => setConverting(true)}>
                  {CONVERT_BUTTON_LABEL}
                </Button>
                <ConvertDialog
                  request={request}
                  inspectors={inspectors}
                  open={converting}
                  onOpenChange={setConverting}
                  onConverted={(code) => setNotice({ status: 'success', text: `Converted into project ${code}.`, projectCode: code })}
                  onMovedOn={movedOn}
                />
              </ActionBox>
            </Stack>
          </Box>
        ) : (
          <Text color="fg.muted">
            This request is {request.status === 'converted' ? `converted${request.project_code ? ` into project ${request.project_code}` : ''}` : 'declined'}; no further action.
            {request.project_code && !notice?.projectCode && (
              <>
                {' '}
                <ProjectLink href={projectHref(request.project_code)} code={request.project_code} />
              </>
            )}
          </Text>
        )}
        <RequestFacts request={request} headingAs="h3" projectHref={projectHref} />
        <AttachmentList files={request.attachments} headingAs="h3" />
        <RequestTimeline events={request.timeline} headingAs="h3" />
      </Stack>
    );
  }

  if (layout === 'drawer') {
    return (
      <Drawer.Root open onOpenChange={(details) => !details.open && onClose()} placement="end" size={{ base: 'full', md: 'md' }}>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header borderBottomWidth="1px">
                <Drawer.Title>{title}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body py="4">{body}</Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close the request" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    );
  }
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" p="5" bg="bg.panel">
      <Flex justify="space-between" align="flex-start" gap="3" mb="4">
        <Heading as="h2" id={headingId} size="lg">
          {title}
        </Heading>
        <CloseButton size="sm" aria-label="Close the request" onClick={onClose} />
      </Flex>
      {body}
    </Box>
  );
}
