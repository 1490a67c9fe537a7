/** The contact page's title and lead (also its meta description), for the page and the pre-renderer. */
export const CONTACT_TITLE = 'Contact';
export const CONTACT_LEAD =
  'Questions about an inspection, a specification, membership or the portal? Call or write to our office, or send the form below.';
