import type { SlideshowEditor } from "../../../core/studio/content-api.ts";

/**
 * The pictures of the projects that are not slides yet, folded away until the artist opens
 * them: a press adds one as the last slide.
 */
export function SlideChoices({
  choices,
  onChoose,
}: {
  choices: SlideshowEditor["choices"];
  onChoose: (choice: SlideshowEditor["choices"][number]) => void;
}) {
  return (
    <details className="mt-6 border border-line p-3">
      <summary className="cursor-pointer font-medium">Add a picture from a project</summary>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {choices.map((choice) => (
          <li key={choice.file}>
            <button
              type="button"
              onClick={() => onChoose(choice)}
              className="flex w-full flex-col items-start gap-1 border border-line p-1 text-left text-sm"
            >
              <img
                src={choice.preview}
                alt=""
                className="aspect-square w-full object-cover"
                loading="lazy"
              />
              <span>
                Add {choice.project}, {choice.file.split("/").pop()}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
