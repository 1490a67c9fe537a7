// The floor page in Chakra UI with its default system (bench/stack-floor.mjs): the same page as
// plain.tsx, in the components the portal uses, and nothing else of the portal.
import { Badge, Box, Button, ChakraProvider, defaultSystem, Heading, HStack, Input, Link, Table, Text } from '@chakra-ui/react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { COLUMNS, NAV_LINKS, ROWS } from './page-data';

const page = (
  <ChakraProvider value={defaultSystem}>
    <HStack as="header" gap="3" p="3" borderBottomWidth="1px">
      <Text fontWeight="bold">Paint QA</Text>
      {NAV_LINKS.map((name) => (
        <Link key={name} href="#">
          {name}
        </Link>
      ))}
    </HStack>
    <Box as="main" p="4">
      <Heading as="h1" size="2xl">
        Projects
      </Heading>
      <Text color="fg.muted">Every project, searchable and sortable.</Text>
      <HStack my="3">
        <Input aria-label="Search" maxW="sm" />
        <Button colorPalette="blue">New project</Button>
      </HStack>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {ROWS.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell>
                <Link href="#">{row.name}</Link>
              </Table.Cell>
              <Table.Cell>{row.company}</Table.Cell>
              <Table.Cell>
                <Badge>{row.status}</Badge>
              </Table.Cell>
              <Table.Cell>{row.start}</Table.Cell>
              <Table.Cell>{row.fee}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  </ChakraProvider>
);

startTransition(() => createRoot(document.getElementById('root')!).render(page));
