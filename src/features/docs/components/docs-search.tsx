import { Box, Field, Highlight, Input, InputGroup, Link, List, Text } from '@chakra-ui/react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { LuSearch } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { loadDocsSearchIndex } from '../search/load-search-index';
import { queryTerms, searchDocs, type SearchDocument } from '../search/search-index';

export interface DocsSearchProps {
  /** The visible label of the field. */
  label?: string;
  /** Called when a result is followed (e.g. to close the phone menu). */
  onNavigate?: () => void;
  /** How many results to list. */
  limit?: number;
}

type IndexState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; index: SearchDocument[] };

function statusMessage(state: IndexState, query: string, count: number): string {
  if (queryTerms(query).length === 0) return '';
  if (state.status === 'failed') return 'Search could not be loaded. Check your connection and try again.';
  if (state.status !== 'ready') return 'Loading the search index…';
  if (count === 0) return `No pages match “${query.trim()}”.`;
  return count === 1 ? '1 page found.' : `${count} pages found.`;
}

/**
 * Client-side search over every docs page: a labelled search field and a list of result links,
 * with a live status ("3 pages found."). The index (the page texts) loads on first use. Keyboard:
 * Down arrow moves from the field into the results, Up and Down move between them, Escape goes
 * back to the field, and Enter in the field opens the best result.
 */
export function DocsSearch({ label = 'Search the documentation', onNavigate, limit = 8 }: DocsSearchProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const resultsId = `${id}-results`;
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState('');
  const [state, setState] = useState<IndexState>({ status: 'idle' });

  const results = useMemo(
    () => (state.status === 'ready' ? searchDocs(state.index, query, limit) : []),
    [state, query, limit],
  );
  const terms = useMemo(() => queryTerms(query), [query]);
  const status = statusMessage(state, query, results.length);

  const ensureIndex = () => {
    if (state.status === 'ready' || state.status === 'loading') return;
    setState({ status: 'loading' });
    loadDocsSearchIndex().then(
      (index) => setState({ status: 'ready', index }),
      () => setState({ status: 'failed' }),
    );
  };

  const resultLinks = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);

  const follow = (href: string) => {
    setQuery('');
    onNavigate?.();
    navigate(href);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      resultLinks()[0]?.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const best = results[0];
      if (best) follow(best.href);
    } else if (event.key === 'Escape' && query) {
      event.preventDefault();
      setQuery('');
    }
  };

  const onResultKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const links = resultLinks();
    const at = links.indexOf(event.currentTarget);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      links[Math.min(at + 1, links.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (at <= 0) inputRef.current?.focus();
      else links[at - 1]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      inputRef.current?.focus();
    }
  };

  return (
    <Box role="search" aria-label={label}>
      <Field.Root ids={{ control: inputId }}>
        <Field.Label>{label}</Field.Label>
        <InputGroup startElement={<LuSearch aria-hidden="true" />}>
          <Input
            ref={inputRef}
            type="search"
            value={query}
            placeholder="e.g. invoice, offline"
            autoComplete="off"
            enterKeyHint="search"
            aria-controls={resultsId}
            onFocus={ensureIndex}
            onChange={(event) => {
              setQuery(event.target.value);
              ensureIndex();
            }}
            onKeyDown={onInputKeyDown}
          />
        </InputGroup>
      </Field.Root>
      <Text role="status" aria-live="polite" fontSize="sm" color="fg.muted" mt={status ? '2' : '0'}>
        {status}
      </Text>
      <List.Root
        ref={listRef}
        id={resultsId}
        as="ul"
        aria-label="Search results"
        variant="plain"
        gap="1"
        mt="2"
        display={results.length > 0 ? 'flex' : 'none'}
      >
        {results.map((result, position) => (
          <List.Item key={result.href} display="block" px="2" py="2" borderRadius="md" _hover={{ bg: 'bg.muted' }}>
            <Link asChild colorPalette="blue" fontWeight="semibold" display="inline">
              <RouterLink
                to={result.href}
                aria-describedby={`${resultsId}-${position}`}
                onKeyDown={onResultKeyDown}
                onClick={() => {
                  setQuery('');
                  onNavigate?.();
                }}
              >
                {result.title}
              </RouterLink>
            </Link>
            <Box id={`${resultsId}-${position}`}>
              <Text fontSize="xs" color="fg.muted">
                {result.heading ? `${result.group} · ${result.heading}` : result.group}
              </Text>
              <Text fontSize="sm" color="fg.muted" mt="1">
                <Highlight query={terms} styles={{ bg: 'yellow.subtle', color: 'fg', px: '0.5', borderRadius: 'xs' }}>
                  {result.snippet}
                </Highlight>
              </Text>
            </Box>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
