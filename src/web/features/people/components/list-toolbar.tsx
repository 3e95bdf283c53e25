import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.js';
import { SearchInput } from '../../../components/ui/search-input.js';

/** The search box (filters on the server as you type) and the list's 'Add New …' link. */
export function ListToolbar({
  search,
  onSearch,
  placeholder,
  addLabel,
  addTo,
}: {
  search: string;
  onSearch: (value: string) => void;
  placeholder: string;
  addLabel: string;
  addTo: string;
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <SearchInput value={search} onChange={onSearch} placeholder={placeholder} className="sm:max-w-sm!" />
      <Link to={addTo} className={buttonClasses('primary', 'md', 'shrink-0')}>
        <Plus className="size-4" aria-hidden />
        {addLabel}
      </Link>
    </div>
  );
}
