/**
 * Said above a form when its file was changed on disk since the page loaded it: nothing was
 * saved, and the artist chooses to load the file as it is now.
 */
export function ConflictNotice({
  message,
  onReload,
}: {
  message: string | undefined;
  onReload: () => void;
}) {
  if (!message) return null;
  return (
    <div role="alert" className="mt-4 border-l-4 border-accent bg-line/40 px-3 py-3">
      <p className="font-semibold">Not saved: the file changed meanwhile</p>
      <p className="mt-1">{message}</p>
      <button
        type="button"
        onClick={onReload}
        className="mt-3 border border-ink bg-paper px-4 py-2"
      >
        Load the file as it is now
      </button>
    </div>
  );
}
