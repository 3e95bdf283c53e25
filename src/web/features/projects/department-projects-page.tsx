import { Building2 } from 'lucide-react';
import { useState } from 'react';
import type { ProjectJson } from '#shared/schemas/projects.js';
import { projectsApi } from '#shared/api/projects.js';
import { ExportMenu } from '../../components/export-menu.js';
import { EmptyState, PageHeader } from '../../components/ui/page.js';
import { useUser } from '../../lib/session.js';
import { useDepartmentProjects } from './api/department-projects.js';
import { AssignTaskModal } from './components/assign-task-modal.js';
import { DepartmentProjectsTable } from './components/department-projects-table.js';
import { ProjectTasksModal } from './components/project-tasks-modal.js';

const TITLE = 'My Department Projects';

function DepartmentProjects() {
  const projects = useDepartmentProjects();
  const [assigning, setAssigning] = useState<ProjectJson | null>(null);
  const [viewing, setViewing] = useState<ProjectJson | null>(null);
  return (
    <>
      <DepartmentProjectsTable
        rows={projects.data}
        loading={projects.isPending}
        error={projects.isError ? projects.error.message : null}
        onAddTask={setAssigning}
        onViewTasks={setViewing}
      />
      <AssignTaskModal project={assigning} onClose={() => setAssigning(null)} />
      <ProjectTasksModal project={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

/** Manager: their department's projects, with inline status, 'Add Task' and 'View Tasks'. */
export function DepartmentProjectsPage() {
  const department = useUser().employee?.department ?? null;
  if (!department) {
    return (
      <>
        <PageHeader title={TITLE} />
        <EmptyState icon={Building2} title="You are not assigned to a department">
          Projects and tasks are managed per department. Ask an administrator to make you the manager of a department,
          then its projects will appear here.
        </EmptyState>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={TITLE}
        description={`Projects of the ${department.dep_name} department. Change a status in place, assign tasks and follow their progress.`}
        actions={
          <>
            <ExportMenu endpoint={projectsApi.export} query={{}} label="Export projects" />
            <ExportMenu endpoint={projectsApi.exportTasks} query={{}} label="Export tasks" />
          </>
        }
      />
      <DepartmentProjects />
    </>
  );
}
