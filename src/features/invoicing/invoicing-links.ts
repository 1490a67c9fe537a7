/** `/invoicing/project/{projectCode}`: a project's invoicing page. */
export const invoicingProjectHref = (projectCode: string) => `/invoicing/project/${encodeURIComponent(projectCode)}`;
