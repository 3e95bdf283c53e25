import { ImagePlus, UserRound, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { Avatar } from '#web/components/ui/avatar.js';
import { cn } from '#web/components/ui/cn.js';

/** Object URLs for previews, revoked when replaced or when the field goes away. */
function usePreviewUrl() {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const created = urls.current;
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  const show = (file: File | null) => {
    urls.current.forEach((url) => URL.revokeObjectURL(url));
    urls.current.clear();
    // Only images get a preview; anything else is refused on submit with the spec's message.
    if (!file || !/^image\/(png|jpe?g)$/.test(file.type)) return setPreview(null);
    const url = URL.createObjectURL(file);
    urls.current.add(url);
    setPreview({ file, url });
  };
  return [preview, show] as const;
}

/** 'Profile Image' with a preview of the chosen file, or the current photo when editing. */
export function ImageField({
  value,
  onChange,
  name,
  currentImage,
  error,
  hint,
  inputRef,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
  name: string;
  currentImage?: string | null | undefined;
  error?: string | undefined;
  hint: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const [preview, showPreview] = usePreviewUrl();
  const url = preview && preview.file === value ? preview.url : null;
  const choose = (file: File | null) => {
    showPreview(file);
    onChange(file);
  };

  return (
    <div className="space-y-1.5">
      <span className="text-sm font-medium text-slate-700 dark:text-slate-200">Profile Image</span>
      <div className="flex flex-wrap items-center gap-4">
        {url ? (
          <img
            src={url}
            alt={`${name.trim() || 'New employee'} (chosen, not yet saved)`}
            className="size-16 rounded-full object-cover ring-1 ring-slate-200 dark:ring-slate-700"
          />
        ) : currentImage ? (
          <Avatar name={name.trim() || 'Current photo'} image={currentImage} className="size-16 text-xl" />
        ) : (
          <span className="flex size-16 items-center justify-center rounded-full bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500">
            <UserRound className="size-8" aria-hidden />
          </span>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <label
            htmlFor={id}
            className={cn(
              'inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border bg-white px-4 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 has-[+input:focus-visible]:outline-2 has-[+input:focus-visible]:outline-indigo-500 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
              error ? 'border-red-400 dark:border-red-500' : 'border-slate-300 dark:border-slate-700',
            )}
          >
            <ImagePlus className="size-4" aria-hidden />
            {value ? 'Change image' : 'Choose image'}
            <span className="sr-only"> for Profile Image</span>
          </label>
          <input
            id={id}
            ref={inputRef}
            type="file"
            accept="image/png,image/jpeg"
            className="peer sr-only"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              choose(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
          {value ? (
            <button
              type="button"
              onClick={() => choose(null)}
              className="inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <X className="size-4" aria-hidden />
              Remove <span className="max-w-40 truncate">{value.name}</span>
            </button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
