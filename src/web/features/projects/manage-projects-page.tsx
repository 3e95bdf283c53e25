import { useState } from 'react';
import type { ProjectJson } from '#shared/schemas/projects.js';
import { AddLink } from '../../components/ui/add-link.js';
import { ListToolbar } from '../../components/ui/list-toolbar.js';
import { PageHeader } from '../../components/ui/page.js';
import { paths } from '../../lib/paths.js';
import { projectsApi } from '#shared/api/projects.js';
import { PROJECT_SORTS } from '#shared/list-columns.js';
import { ExportMenu } from '../../components/export-menu.js';
import { exportParamsOf, pagingOf, sortingOf, usePagedSearch } from '../../lib/use-paged-search.js';
import { projectListParamsOf, useProjects } from './api/projects.js';
import { DeleteProjectDialog } from './components/delete-project-dialog.js';
import { ProjectsTable } from './components/projects-table.js';
import { StatusFilter } from './components/status-filter.js';
import type { ProjectStatus } from './status.js';

/** Admin: every project, searched and filtered by status on the server, paged. */
export function ManageProjectsPage() {
  const list = usePagedSearch();
  const params = projectListParamsOf(list);
  const { status } = params;
  const [deleting, setDeleting] = useState<ProjectJson | null>(null);
  const query = useProjects(params);
  const rows = query.data?.result;
  const filtered = list.query !== '' || status !== null;

  const setStatus = (next: ProjectStatus | null) => list.setFilter('status', next);
  // The last row of a later page is gone: show the page before it.
  const afterDelete = () => {
    if (rows?.length === 1 && list.page > 1) list.setPage(list.page - 1);
  };

  return (
    <>
      <PageHeader
        title="Manage Projects"
        description="Every department's projects, their deadlines and progress."
        actions={
          <>
            <ExportMenu
              endpoint={projectsApi.export}
              query={{ ...exportParamsOf(list, PROJECT_SORTS), ...(status ? { status } : {}) }}
            />
            <AddLink to={paths.admin.addProject}>Add New Project</AddLink>
          </>
        }
      />
      <ListToolbar
        list={list}
        placeholder="Search project, department or manager"
        end={<StatusFilter value={status} onChange={setStatus} />}
      />
      <ProjectsTable
        rows={rows}
        loading={query.isFetching && !query.isError}
        error={query.isError ? query.error.message : null}
        empty={filtered ? 'No projects match your search.' : 'No projects yet. Add the first one.'}
        paging={query.data ? pagingOf(list, query.data.total ?? rows?.length) : undefined}
        sorting={sortingOf(list)}
        onDelete={setDeleting}
      />
      <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} onDeleted={afterDelete} />
    </>
  );
}
