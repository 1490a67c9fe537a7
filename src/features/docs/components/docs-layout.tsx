import { Box, Button, Container, Grid } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { LuMenu, LuX } from 'react-icons/lu';
import { DocsSearch } from './docs-search';
import { DocsSidebar } from './docs-sidebar';
import { APP_WIDTH } from '@/components/layout/app-width';

export interface DocsLayoutProps {
  /** The path of the page shown (marked in the sidebar). */
  currentPath?: string;
  children: ReactNode;
}

/**
 * The frame of every docs page: the search and the section navigation beside the page on a
 * tablet or computer; on a phone the search stays on top and the navigation folds behind a
 * "Documentation menu" button.
 */
export function DocsLayout({ currentPath, children }: DocsLayoutProps) {
  const navId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  return (
    <Container maxW={APP_WIDTH} py={{ base: '4', md: '8' }}>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '15rem minmax(0, 1fr)' }} gap={{ base: '4', md: '10' }}>
        <Box
          position={{ md: 'sticky' }}
          top={{ md: '4' }}
          alignSelf="start"
          maxH={{ md: 'calc(100dvh - 2rem)' }}
          overflowY={{ md: 'auto' }}
          display="flex"
          flexDirection="column"
          gap="4"
          pb={{ md: '4' }}
        >
          <DocsSearch onNavigate={close} />
          <Button
            variant="outline"
            size="sm"
            display={{ base: 'inline-flex', md: 'none' }}
            alignSelf="start"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <LuX aria-hidden="true" /> : <LuMenu aria-hidden="true" />}
            Documentation menu
          </Button>
          <Box
            id={navId}
            display={{ base: menuOpen ? 'block' : 'none', md: 'block' }}
            borderWidth={{ base: '1px', md: '0' }}
            borderRadius="md"
            p={{ base: '3', md: '0' }}
          >
            <DocsSidebar currentPath={currentPath} onNavigate={close} />
          </Box>
        </Box>
        <Box minW="0">{children}</Box>
      </Grid>
    </Container>
  );
}
