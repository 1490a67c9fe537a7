import { ChosenHome } from './chosen-home';

/** `/home` (signed in, behind the guard): the chosen home. */
export function HomePage() {
  return <ChosenHome />;
}
