import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ProjectJson } from '../../../shared/schemas/projects.js';
import { buttonClasses } from '../../components/ui/button.js';
import { PageHeader } from '../../components/ui/page.js';
import { SearchInput } from '../../components/ui/search-input.js';
import { paths } from '../../lib/paths.js';
import { usePagedSearch } from '../../lib/use-paged-search.js';
import { useProjects } from './api/projects.js';
import { DeleteProjectDialog } from './components/delete-project-dialog.js';
import { ProjectsTable } from './components/projects-table.js';
import { StatusFilter } from './components/status-filter.js';
import type { ProjectStatus } from './status.js';

/** Admin: every project, searched and filtered by status on the server, paged. */
export function ManageProjectsPage() {
  const list = usePagedSearch();
  const [status, setStatusValue] = useState<ProjectStatus | null>(null);
  const [deleting, setDeleting] = useState<ProjectJson | null>(null);
  const query = useProjects({ page: list.page, limit: list.pageSize, search: list.query, status });
  const rows = query.data?.result;
  const filtered = list.query !== '' || status !== null;

  const setStatus = (next: ProjectStatus | null) => {
    setStatusValue(next);
    list.setPage(1);
  };
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
          <Link to={paths.admin.addProject} className={buttonClasses()}>
            <Plus className="size-4" aria-hidden />
            Add New Project
          </Link>
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchInput
          value={list.search}
          onChange={list.setSearch}
          placeholder="Search project, department or manager"
        />
        <StatusFilter value={status} onChange={setStatus} />
      </div>
      <ProjectsTable
        rows={rows}
        loading={query.isFetching && !query.isError}
        error={query.isError ? query.error.message : null}
        empty={filtered ? 'No projects match your search.' : 'No projects yet. Add the first one.'}
        paging={
          query.data
            ? {
                page: list.page,
                pageSize: list.pageSize,
                total: query.data.total ?? rows?.length ?? 0,
                onPageChange: list.setPage,
                onPageSizeChange: list.setPageSize,
              }
            : undefined
        }
        onDelete={setDeleting}
      />
      <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} onDeleted={afterDelete} />
    </>
  );
}
