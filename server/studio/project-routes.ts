import { z } from "zod";
import type {
  NewProject,
  ProjectFields,
  ProjectSave,
  UseUpload,
  VersionedChange,
} from "../../core/studio/content-api.ts";
import { apiError } from "../api/api-error.ts";
import { contentAnswer } from "./content-answer.ts";
import { readJsonBody } from "./json-body.ts";
import type { StudioContext, StudioDeps, StudioRoute } from "./studio-route.ts";

/** Text of a form field: generous, but bounded. */
const line = z.string().max(2000);
const version = z.string().min(1).max(64);
const uploadId = z.string().regex(/^[0-9a-f]{32}$/, "not an upload id");

const work = {
  availability: line,
  price: line,
  currency: line,
  edition: line,
  framed: line,
};

const fieldsSchema = z.strictObject({
  title: line,
  year: line,
  category: line,
  type: line,
  medium: line,
  dimensions: line,
  videoUrl: line,
  video: line,
  poster: line,
  visibility: line,
  ...work,
  layout: z.strictObject({ columns: z.number().int(), bordered: z.boolean() }),
  images: z.array(z.strictObject({ file: line, alt: line, title: line, ...work })).max(1000),
  description: z.string().max(100_000),
}) satisfies z.ZodType<ProjectFields>;

const saveSchema = z.strictObject({
  version,
  fields: fieldsSchema,
}) satisfies z.ZodType<ProjectSave>;
const newSchema = z.strictObject({
  title: z.string().max(500),
  id: z.string().max(200),
}) satisfies z.ZodType<NewProject>;
const versionSchema = z.strictObject({ version }) satisfies z.ZodType<VersionedChange>;
const uploadSchema = z.strictObject({ version, upload: uploadId }) satisfies z.ZodType<UseUpload>;

/** A project's form with many pictures and a long text is larger than the usual 16 KB. */
const projectSaveLimit = 512 * 1024;

/** The image index in the path: 0 for the first. */
function imageIndex(c: StudioContext): number | Response {
  const index = Number(c.req.param("index"));
  return Number.isSafeInteger(index) && index >= 0 && /^\d+$/.test(c.req.param("index") ?? "")
    ? index
    : apiError(c, 404, "not_found", "There is no such image.");
}

/** The projects: the list, one project's form, and every change to them and their pictures. */
export function projectRoutes(deps: StudioDeps): StudioRoute[] {
  const { projects } = deps.content;
  const id = (c: StudioContext) => c.req.param("id") ?? "";

  const list = (c: StudioContext) => contentAnswer(c, () => projects.list());

  const address = (c: StudioContext) =>
    contentAnswer(c, async () => {
      const wanted = c.req.query("id") ?? "";
      return { id: wanted, problem: await projects.addressProblem(wanted) };
    });

  const create = async (c: StudioContext) => {
    const body = await readJsonBody(c, newSchema);
    if (!body.ok) return body.response;
    const { title, id: wanted } = body.value;
    return contentAnswer(
      c,
      async () => {
        await projects.create(title, wanted);
        deps.logger.info("studio: project created", { project: wanted });
        return { id: wanted };
      },
      201,
    );
  };

  const show = (c: StudioContext) => contentAnswer(c, () => projects.editor(id(c)));

  const save = async (c: StudioContext) => {
    const body = await readJsonBody(c, saveSchema);
    if (!body.ok) return body.response;
    return contentAnswer(c, () => projects.save(id(c), body.value.version, body.value.fields));
  };

  const remove = async (c: StudioContext) => {
    const body = await readJsonBody(c, versionSchema);
    if (!body.ok) return body.response;
    return contentAnswer(c, async () => {
      const kept = await projects.remove(id(c), body.value.version);
      deps.logger.info("studio: project moved to the trash", { project: id(c) });
      return { kept };
    });
  };

  const addImage = async (c: StudioContext) => {
    const body = await readJsonBody(c, uploadSchema);
    if (!body.ok) return body.response;
    const { version: from, upload } = body.value;
    return contentAnswer(c, () => projects.addImage(id(c), from, upload));
  };

  const replaceImage = async (c: StudioContext) => {
    const index = imageIndex(c);
    if (index instanceof Response) return index;
    const body = await readJsonBody(c, uploadSchema);
    if (!body.ok) return body.response;
    const { version: from, upload } = body.value;
    return contentAnswer(c, () => projects.replaceImage(id(c), index, from, upload));
  };

  const removeImage = async (c: StudioContext) => {
    const index = imageIndex(c);
    if (index instanceof Response) return index;
    const body = await readJsonBody(c, versionSchema);
    if (!body.ok) return body.response;
    return contentAnswer(c, () => projects.removeImage(id(c), index, body.value.version));
  };

  return [
    { method: "GET", path: "/projects", access: "owner", handler: list },
    { method: "POST", path: "/projects", access: "owner", handler: create },
    { method: "GET", path: "/project-address", access: "owner", handler: address },
    { method: "GET", path: "/projects/:id", access: "owner", handler: show },
    {
      method: "PUT",
      path: "/projects/:id",
      access: "owner",
      handler: save,
      bodyLimit: projectSaveLimit,
    },
    { method: "DELETE", path: "/projects/:id", access: "owner", handler: remove },
    { method: "POST", path: "/projects/:id/images", access: "owner", handler: addImage },
    { method: "PUT", path: "/projects/:id/images/:index", access: "owner", handler: replaceImage },
    {
      method: "DELETE",
      path: "/projects/:id/images/:index",
      access: "owner",
      handler: removeImage,
    },
  ];
}
