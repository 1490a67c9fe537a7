import { Heading, Text } from '@chakra-ui/react';

/** Each home's heading and the line under it: the same on every visit, so the /home shell shows them too. */
export const HOME_INTROS = {
  client: { heading: 'Client Dashboard', summary: 'Start a request, or follow the ones under way.', py: { base: '6', md: '8' } },
  staff: { heading: 'Staff Dashboard', summary: "Today's work: what needs action, your inspections this week and the projects you opened last.", py: '8' },
} as const;

export type HomeKind = keyof typeof HOME_INTROS;

/**
 * A home's heading, greeting and summary. The signed-in shell of /home (src/prerender/signed-in-shell.tsx)
 * renders the heading and summary of both homes before the app loads, and shows the one of the
 * role this device last signed in with; the app's same summary then takes its place at the same
 * size, so the page's largest paint is the shell's (docs/performance.md, What each change saved).
 * The greeting, which names the user, is a line of its own.
 */
export function HomeIntro({ kind, greeting }: { kind: HomeKind; greeting?: string | null }) {
  const { heading, summary } = HOME_INTROS[kind];
  return (
    <>
      <Heading as="h1" size="2xl">
        {heading}
      </Heading>
      {greeting && (
        <Text fontWeight="medium" mt="2">
          {greeting}
        </Text>
      )}
      <Text color="fg.muted" mt="2">
        {summary}
      </Text>
    </>
  );
}
