import { useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.js';
import { PROJECT_MSG } from '#shared/messages/projects.js';
import { PageHeader } from '../../components/ui/page.js';
import { paths } from '../../lib/paths.js';
import { useCreateProject } from './api/project.js';
import { BackToProjects } from './components/back-link.js';
import { ProjectForm } from './components/project-form.js';
import { useReturnTo } from '#web/lib/return-to.js';

const EMPTY = { title: '', department: '', startDate: '', endDate: '' };

export function AddProjectPage() {
  const navigate = useNavigate();
  const back = useReturnTo(paths.admin.projects);
  const create = useCreateProject();
  return (
    <>
      <PageHeader
        title="Add Project"
        description="A new project starts as Pending; its department's manager assigns the tasks."
        actions={<BackToProjects />}
      />
      <ProjectForm
        defaultValues={EMPTY}
        submitLabel="Add Project"
        failureTitle={PROJECT_MSG.addFailed}
        onSave={async (values) => {
          await create.mutateAsync(values);
          toast.success(PROJECT_MSG.added);
          navigate(back);
        }}
      />
    </>
  );
}
