import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { CardSkeleton } from '@/components/feedback/skeletons';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import { useThreads } from '@/lib/api/messages/threads';
import { ComposeForm } from './compose-form';
import { ThreadList } from './thread-list';

const mailboxHref = (id: string) => `/admin/mailbox?thread=${encodeURIComponent(id)}`;

export interface ProjectMessagesProps {
  projectId: string;
  companyId: string | null;
  companyName: string | null;
}

/**
 * The project page's Messages tab: the conversations with the client about this project (each
 * opens in the Admin mailbox), and a new one about it. The mailbox is the Admins'; Inspectors
 * see where the conversations are kept.
 */
export function ProjectMessages({ projectId, companyId, companyName }: ProjectMessagesProps) {
  const { role } = useAuth();
  const allowed = can(role, 'adminMailbox');
  const threads = useThreads({ projectId }, { enabled: allowed });
  const [composing, setComposing] = useState(false);

  if (!allowed) return <EmptyState title="Messages are kept by the office" description="Conversations with the client about this project are in the Admins' mailbox." />;
  if (threads.isError && !threads.data) return <ErrorState message={threads.error.message} onRetry={() => void threads.refetch()} retrying={threads.isFetching} />;
  if (!threads.data) return <CardSkeleton lines={4} label="Loading the conversations" query={threads} />;
  const list = threads.data.data;
  return (
    <Stack gap="4" pt="4">
      {companyId && companyName && (
        <div>
          <Button size="sm" variant="outline" onClick={() => setComposing((open) => !open)} aria-expanded={composing}>
            {composing ? 'Close the new message' : 'New message about this project'}
          </Button>
        </div>
      )}
      {composing && companyId && companyName && <ComposeForm recipient={{ kind: 'fixed', companyId, companyName, projectId }} onSent={() => setComposing(false)} />}
      {list.length === 0 ? (
        <EmptyState title="No messages yet" description="Messages exchanged with the client about this project will appear here." />
      ) : (
        <ThreadList threads={list} selectedId={null} hrefOf={mailboxHref} showCompany={false} />
      )}
    </Stack>
  );
}
