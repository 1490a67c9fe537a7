/** `/invoicing/project/{projectCode}`: a project's invoicing page (spec section 2). */
export const invoicingProjectHref = (projectCode: string) => `/invoicing/project/${encodeURIComponent(projectCode)}`;
