import type { ProjectFields } from "../../../core/studio/content-api.ts";
import { TextField } from "../shared/FormField.tsx";
import { inputValue } from "../shared/live-time-words.ts";

/**
 * When the project goes live and comes down, each optional: the server publishes by itself at
 * those moments, read in the site's time zone (its settings), whatever the browser's is.
 */
export function LiveWindowFields({
  form,
  onChange,
  idOf,
  problemOf,
  timeZone,
}: {
  form: ProjectFields;
  onChange: (change: Partial<ProjectFields>) => void;
  idOf: (field: string) => string;
  problemOf: (field: string) => string | undefined;
  timeZone: string;
}) {
  return (
    <>
      <TextField
        id={idOf("liveFrom")}
        label="Goes live at"
        hint={`Optional. Time in ${timeZone}, the site's time zone. Publish it as usual: it stays off the site until then, and the server publishes it at that moment by itself.`}
        type="datetime-local"
        value={inputValue(form.liveFrom)}
        onChange={(liveFrom) => onChange({ liveFrom })}
        problem={problemOf("liveFrom")}
      />
      <TextField
        id={idOf("liveUntil")}
        label="Comes down at"
        hint={`Optional. Time in ${timeZone}. At that moment the server takes it off the site by itself.`}
        type="datetime-local"
        value={inputValue(form.liveUntil)}
        onChange={(liveUntil) => onChange({ liveUntil })}
        problem={problemOf("liveUntil")}
      />
    </>
  );
}
