import type { SiteEditor, SiteFields, SiteSwitch } from "../../../core/studio/content-api.ts";
import { CheckboxField, fieldId, TextField } from "../shared/FormField.tsx";
import { problemOf, saveOnSubmit, useContentEditor } from "../shared/use-content-editor.ts";
import { SiteFileScreen } from "./SiteFileScreen.tsx";

type Path =
  | readonly [Exclude<keyof SiteFields, SiteSwitch>]
  | readonly ["social" | "newsletter", string];

interface Setting {
  path: Path;
  label: string;
  hint?: string;
  type?: "text" | "url" | "email";
  rows?: number;
}

/** The settings of site.yaml, grouped as the artist thinks of them. */
const groups: { legend: string; settings: Setting[] }[] = [
  {
    legend: "You",
    settings: [
      { path: ["name"], label: "Name", hint: "In the header, every page title and the footer." },
      { path: ["tagline"], label: "Tagline", hint: "Follows your name in the home page's title." },
      {
        path: ["description"],
        label: "Description",
        hint: "What search engines and share cards show for the home page.",
        rows: 4,
      },
    ],
  },
  {
    legend: "Addresses",
    settings: [
      {
        path: ["siteUrl"],
        label: "The site's address",
        type: "url",
        hint: "Such as https://noor-ellison.com",
      },
      {
        path: ["contactEmail"],
        label: "Contact address",
        type: "email",
        hint: "Where messages from the contact form are delivered.",
      },
      {
        path: ["copyrightYear"],
        label: "Year of the copyright line",
        hint: "The year in the footer's © line, on every page.",
      },
      {
        path: ["timeZone"],
        label: "Time zone",
        hint: "The time zone of the times projects go live and come down, such as Europe/Paris or America/New_York. Empty: UTC.",
      },
    ],
  },
  {
    legend: "Social profile",
    settings: [
      {
        path: ["social", "label"],
        label: "Name of the network",
        hint: "Such as Instagram: the header's icon is named after it.",
      },
      {
        path: ["social", "url"],
        label: "Address of your profile",
        type: "url",
        hint: "Such as https://www.instagram.com/your.name",
      },
    ],
  },
  {
    legend: "Newsletter",
    settings: [
      { path: ["newsletter", "platform"], label: "Platform", hint: "Such as Substack." },
      { path: ["newsletter", "publicationUrl"], label: "Your publication's address", type: "url" },
      {
        path: ["newsletter", "subscribeUrl"],
        label: "Address of the subscribe page",
        type: "url",
        hint: "Where the Contact page's signup takes a visitor, their e-mail address filled in.",
      },
      {
        path: ["newsletter", "feedScriptUrl"],
        label: "Address of the feed script",
        type: "url",
        hint: "The script your platform gives for showing your latest posts on another site: the Blog page shows them with it.",
      },
    ],
  },
];

/** The settings that are on or off, each a box to tick. */
const switches: { name: SiteSwitch; label: string; hint: string }[] = [
  {
    name: "blockAiCrawlers",
    label: "Keep AI crawlers out",
    hint: "The crawlers that gather pictures and text for AI models, AI search and AI assistants (GPTBot, ClaudeBot, CCBot and others) are refused, and every page and picture says it is not for AI use. Search engines such as Google and Bing still list the site. Applies from the next publish.",
  },
  {
    name: "keepCopyrightInPictures",
    label: "Keep the copyright in the pictures' files",
    hint: "The copyright and artist fields your camera or photo software wrote into a picture stay in the files the site serves. Without this, those files carry nothing of the camera's: never the place a picture was taken, the camera's serial number or its owner's name.",
  },
];

function valueAt(fields: SiteFields, path: Path): string {
  const [first, second] = path;
  const value = fields[first];
  return typeof value === "string"
    ? value
    : second
      ? ((value as Record<string, string>)[second] ?? "")
      : "";
}

function withValue(fields: SiteFields, path: Path, value: string): SiteFields {
  const [first, second] = path;
  if (!second) return { ...fields, [first]: value };
  return { ...fields, [first]: { ...(fields[first] as object), [second]: value } };
}

/** The site's settings, content/site.yaml. */
export function SettingsScreen({ loaded }: { loaded: SiteEditor }) {
  const content = useContentEditor<SiteEditor, SiteFields>(loaded, (editor) => editor.fields);
  const { form, setForm } = content;

  const save = saveOnSubmit(content, "/site", { fields: form }, () => "Saved the settings.");

  return (
    <SiteFileScreen
      page="settings"
      content={content}
      onSubmit={save}
      formClassName="flex flex-col gap-6"
    >
      {groups.map((group) => (
        <fieldset key={group.legend} className="flex flex-col gap-4">
          <legend className="mb-2 font-serif text-2xl">{group.legend}</legend>
          {group.settings.map((setting) => {
            const field = setting.path.join(".");
            return (
              <TextField
                key={field}
                id={fieldId("site", field)}
                label={setting.label}
                hint={setting.hint}
                type={setting.type}
                rows={setting.rows}
                value={valueAt(form, setting.path)}
                onChange={(value) => setForm((current) => withValue(current, setting.path, value))}
                problem={problemOf(content.problems, field)}
              />
            );
          })}
        </fieldset>
      ))}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-serif text-2xl">Your work and its files</legend>
        {switches.map((setting) => (
          <CheckboxField
            key={setting.name}
            id={fieldId("site", setting.name)}
            label={setting.label}
            hint={setting.hint}
            checked={form[setting.name]}
            onChange={(checked) => setForm((current) => ({ ...current, [setting.name]: checked }))}
            problem={problemOf(content.problems, setting.name)}
          />
        ))}
      </fieldset>
    </SiteFileScreen>
  );
}
