import { SiteHeaderBase, type SiteHeaderBaseProps } from './site-header-base';
import { HEADER_PARTS } from './nav/header-parts';

export type SiteHeaderProps = Omit<SiteHeaderBaseProps, 'parts'>;

/** The navigation bar with every part loaded up front (the app's shell loads them on demand). */
export function SiteHeader(props: SiteHeaderProps) {
  return <SiteHeaderBase {...props} parts={HEADER_PARTS} />;
}
