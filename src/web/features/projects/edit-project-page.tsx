import { FolderX } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '#web/lib/toast.js';
import { PROJECT_MSG } from '#shared/messages/projects.js';
import { Alert } from '../../components/ui/alert.js';
import { EmptyState, PageHeader } from '../../components/ui/page.js';
import { Spinner } from '../../components/ui/spinner.js';
import { isApiError } from '../../lib/api-client.js';
import { paths } from '../../lib/paths.js';
import { useProject, useUpdateProject } from './api/project.js';
import { BackToProjects } from './components/back-link.js';
import { ProjectForm } from './components/project-form.js';
import { useReturnTo } from '#web/lib/return-to.js';

function EditProjectForm({ id }: { id: string }) {
  const navigate = useNavigate();
  const back = useReturnTo(paths.admin.projects);
  const project = useProject(id);
  const update = useUpdateProject();

  if (project.isPending) {
    return (
      <div className="flex items-center gap-2 py-12 text-sm text-slate-500" role="status">
        <Spinner className="size-5" /> Loading…
      </div>
    );
  }
  if (project.isError) {
    return isApiError(project.error, 404) || isApiError(project.error, 400) ? (
      <EmptyState icon={FolderX} title={PROJECT_MSG.notFound}>
        It may have been deleted. Go back to the list to pick another project.
      </EmptyState>
    ) : (
      <Alert title="Could not load the project">{project.error.message}</Alert>
    );
  }

  const { title, department, startDate, endDate, status } = project.data;
  return (
    <ProjectForm
      defaultValues={{ title, department: department._id, startDate, endDate, status }}
      withStatus
      submitLabel="Update Project"
      failureTitle={PROJECT_MSG.updateFailed}
      onSave={async (values) => {
        const { message } = await update.mutateAsync({ id, changes: values });
        toast.success(message);
        navigate(back);
      }}
    />
  );
}

export function EditProjectPage() {
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader
        title="Edit Project"
        description="Change the name, department, dates or status."
        actions={<BackToProjects />}
      />
      <EditProjectForm key={id} id={id} />
    </>
  );
}
