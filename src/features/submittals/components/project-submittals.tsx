import { SubmittalList } from './submittal-list';

export interface ProjectSubmittalsProps {
  projectId?: string;
  projectCode?: string;
}

/** The Submittals tab of a project page: the project's submittals with their decisions (staff decide here). */
export function ProjectSubmittals({ projectId, projectCode }: ProjectSubmittalsProps) {
  return <SubmittalList filters={{ projectId, projectCode }} emptyText="The client has not sent a submittal for this project yet." />;
}
