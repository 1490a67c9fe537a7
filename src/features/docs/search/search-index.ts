import { headingSlug, lineText, stripFrontmatter } from './markdown-text';

/** One searchable stretch of a page: the text before the first heading, or one h2/h3 section. */
export interface SearchSection {
  /** The heading's id (the "#" anchor); undefined for the introduction. */
  anchor?: string;
  heading?: string;
  text: string;
}

export interface SearchDocument {
  path: string;
  title: string;
  description: string;
  /** Where the page sits, e.g. "Client guide". */
  group: string;
  sections: SearchSection[];
}

export interface SearchSource {
  path: string;
  title: string;
  description: string;
  group: string;
  /** The Markdown file as written (frontmatter included). */
  markdown: string;
}

export interface SearchResult {
  path: string;
  /** The page, or the best matching section of it ("/docs/admin/projects#submittals"). */
  href: string;
  title: string;
  group: string;
  /** The heading of the matching section, if the match is not in the introduction. */
  heading?: string;
  /** A short excerpt around the first match. */
  snippet: string;
  score: number;
}

/** Split a page into its sections, with the heading ids the rendered page has. */
export function toSearchDocument(source: SearchSource): SearchDocument {
  const seen = new Map<string, number>();
  const sections: SearchSection[] = [{ text: '' }];
  let fenced = false;
  for (const line of stripFrontmatter(source.markdown).split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const text = lineText(heading[2]!);
      const anchor = headingSlug(text, seen);
      if (heading[1]!.length <= 3) {
        sections.push({ anchor, heading: text, text: '' });
        continue;
      }
    }
    const text = lineText(line);
    if (text) {
      const current = sections[sections.length - 1]!;
      current.text = current.text ? `${current.text} ${text}` : text;
    }
  }
  return {
    path: source.path,
    title: source.title,
    description: source.description,
    group: source.group,
    sections: sections.filter((section) => section.heading || section.text),
  };
}

export function buildSearchIndex(sources: readonly SearchSource[]): SearchDocument[] {
  return sources.map(toSearchDocument);
}

/** The words of a query, lower case; a plural is searched by its stem ("invoices" finds "invoiced"). */
export function queryTerms(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = words
    .filter((word) => word.length >= 2 || /\d/.test(word))
    .map((word) => {
      if (word.length > 4 && word.endsWith('ies')) return word.slice(0, -3);
      if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
      return word;
    });
  return [...new Set(terms)];
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a term at the start of a word. */
const termPattern = (term: string) => new RegExp(`(?:^|[^\\p{L}\\p{N}])(${escapeRegExp(term)})`, 'giu');

function countMatches(text: string, pattern: RegExp): number {
  pattern.lastIndex = 0;
  return text.match(pattern)?.length ?? 0;
}

function firstMatch(text: string, patterns: RegExp[]): number {
  let first = -1;
  for (const pattern of patterns) {
    pattern.lastIndex = 0;
    const match = pattern.exec(text);
    if (match) {
      const at = match.index + match[0].length - match[1]!.length;
      if (first < 0 || at < first) first = at;
    }
  }
  return first;
}

const SNIPPET_BEFORE = 60;
const SNIPPET_LENGTH = 170;

/** About SNIPPET_LENGTH characters around `at`, cut at word boundaries, with ellipses. */
export function snippetAround(text: string, at: number): string {
  if (text.length <= SNIPPET_LENGTH) return text;
  let start = Math.max(0, at - SNIPPET_BEFORE);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}

/**
 * The pages that contain every word of the query (at the start of a word, in the title, the
 * description or the body), best first: title matches weigh most, then headings, the
 * description and the number of matches in the text. Each result points at its best section.
 */
export function searchDocs(index: readonly SearchDocument[], query: string, limit = 8): SearchResult[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const patterns = terms.map(termPattern);
  const results: SearchResult[] = [];

  for (const doc of index) {
    let score = 0;
    let everyTerm = true;
    for (const pattern of patterns) {
      const inTitle = countMatches(doc.title, pattern);
      const inDescription = countMatches(doc.description, pattern);
      const inSections = doc.sections.reduce(
        (sum, section) => sum + countMatches(section.heading ?? '', pattern) * 4 + Math.min(countMatches(section.text, pattern), 5),
        0,
      );
      if (inTitle + inDescription + inSections === 0) {
        everyTerm = false;
        break;
      }
      score += inTitle * 10 + inDescription * 3 + inSections;
    }
    if (!everyTerm) continue;

    // The best section holds the most words of the query, then the most matches: "company
    // pickers" points at the section that mentions both, not at one titled "The company page".
    let best: SearchSection | undefined;
    let bestTerms = 0;
    let bestScore = 0;
    for (const section of doc.sections) {
      let sectionTerms = 0;
      let sectionScore = 0;
      for (const pattern of patterns) {
        const score = (countMatches(section.heading ?? '', pattern) > 0 ? 4 : 0) + Math.min(countMatches(section.text, pattern), 5);
        if (score > 0) sectionTerms += 1;
        sectionScore += score;
      }
      if (sectionTerms > bestTerms || (sectionTerms === bestTerms && sectionScore > bestScore)) {
        best = section;
        bestTerms = sectionTerms;
        bestScore = sectionScore;
      }
    }
    const snippetSource = best?.text || doc.description;
    const at = firstMatch(snippetSource, patterns);
    results.push({
      path: doc.path,
      href: best?.anchor ? `${doc.path}#${best.anchor}` : doc.path,
      title: doc.title,
      group: doc.group,
      ...(best?.heading ? { heading: best.heading } : {}),
      snippet: snippetAround(snippetSource, Math.max(at, 0)),
      score,
    });
  }
  return results.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title)).slice(0, limit);
}
