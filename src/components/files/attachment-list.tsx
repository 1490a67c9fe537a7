import { Box, Button, Heading, HStack, List, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { formatFileSize } from '@/shared/format/file-size';
import type { UploadSummary } from '@/shared/uploads';
import { downloadUpload } from '@/lib/download-upload';

export interface AttachmentListProps {
  files: readonly UploadSummary[];
  headingAs?: 'h2' | 'h3' | 'h4';
  /** The section's heading, e.g. "Photos". */
  title?: string;
  emptyText?: string;
}

/** Files attached to something (a request, a deficiency's photos), each downloadable. */
export function AttachmentList({ files, headingAs = 'h2', title = 'Attachments', emptyText = 'No files attached.' }: AttachmentListProps) {
  const headingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function download(file: UploadSummary) {
    setFailure(null);
    setBusy(file.id);
    try {
      await downloadUpload(file);
    } catch (error) {
      setFailure(`Could not download ${file.filename}: ${error instanceof Error ? error.message : 'try again'}.`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as={headingAs} id={headingId} size={headingAs === 'h4' ? 'sm' : 'md'} mb="3">
        {title}
      </Heading>
      {files.length === 0 ? (
        <Text color="fg.muted">{emptyText}</Text>
      ) : (
        <List.Root variant="plain" gap="2" aria-labelledby={headingId}>
          {files.map((file) => (
            <List.Item key={file.id}>
              <HStack gap="3" wrap="wrap">
                <Button size="sm" variant="outline" loading={busy === file.id} onClick={() => void download(file)} aria-label={`Download ${file.filename}`}>
                  Download
                </Button>
                <Text>
                  {file.filename} <Text as="span" color="fg.muted">({formatFileSize(file.size_bytes)})</Text>
                </Text>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      {failure && (
        <Text role="alert" color="fg.error" mt="2">
          {failure}
        </Text>
      )}
    </Box>
  );
}
