import { Box, Link, List, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DOC_SECTIONS, docsInSection, type DocEntry } from '../docs-registry';

interface SidebarLinkProps {
  doc: DocEntry;
  current: boolean;
  onNavigate?: () => void;
}

function SidebarLink({ doc, current, onNavigate }: SidebarLinkProps) {
  return (
    <List.Item display="block">
      <Link
        asChild
        display="block"
        px="3"
        py="1.5"
        borderRadius="md"
        fontSize="sm"
        color={current ? 'blue.fg' : 'fg.muted'}
        bg={current ? 'blue.subtle' : undefined}
        fontWeight={current ? 'semibold' : 'normal'}
        _hover={{ color: current ? 'blue.fg' : 'fg', bg: current ? 'blue.subtle' : 'bg.muted', textDecoration: 'none' }}
      >
        <RouterLink to={doc.path} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
          {doc.label}
        </RouterLink>
      </Link>
    </List.Item>
  );
}

function SectionGroup({ label, docs, currentPath, onNavigate }: {
  label: string;
  docs: DocEntry[];
  currentPath?: string;
  onNavigate?: () => void;
}) {
  const labelId = useId();
  return (
    <Box>
      <Text id={labelId} px="3" mb="1" fontSize="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" color="fg">
        {label}
      </Text>
      <List.Root as="ul" variant="plain" gap="0.5" aria-labelledby={labelId}>
        {docs.map((doc) => (
          <SidebarLink key={doc.path} doc={doc} current={doc.path === currentPath} onNavigate={onNavigate} />
        ))}
      </List.Root>
    </Box>
  );
}

export interface DocsSidebarProps {
  id?: string;
  /** The page shown, marked with aria-current="page". */
  currentPath?: string;
  /** Called when a link is followed (closes the phone menu). */
  onNavigate?: () => void;
}

/** The docs navigation: the overview, then the staff guide and the client guide, page by page. */
export function DocsSidebar({ id, currentPath, onNavigate }: DocsSidebarProps) {
  return (
    <Box as="nav" id={id} aria-label="Documentation" display="flex" flexDirection="column" gap="5">
      <List.Root as="ul" variant="plain">
        {docsInSection(null).map((doc) => (
          <SidebarLink key={doc.path} doc={doc} current={doc.path === currentPath} onNavigate={onNavigate} />
        ))}
      </List.Root>
      {DOC_SECTIONS.map((section) => (
        <SectionGroup
          key={section.id}
          label={section.label}
          docs={docsInSection(section.id)}
          currentPath={currentPath}
          onNavigate={onNavigate}
        />
      ))}
    </Box>
  );
}
