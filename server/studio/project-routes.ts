import { z } from "zod";
import type {
  NewProject,
  ProjectFields,
  ProjectSave,
  VersionedChange,
} from "../../core/studio/content-api.ts";
import { apiError } from "../api/api-error.ts";
import { contentAnswer, contentChange } from "./content-answer.ts";
import { line, uploadSchema, version } from "./content-form-fields.ts";
import {
  ownerRoute,
  type StudioContext,
  type StudioDeps,
  type StudioRoute,
} from "./studio-route.ts";

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
  draft: z.boolean(),
  liveFrom: line,
  liveUntil: line,
  visibility: line,
  ...work,
  layout: z.strictObject({ columns: z.number().int(), bordered: z.boolean() }),
  images: z
    .array(z.strictObject({ file: line, alt: line, title: line, focus: line, ...work }))
    .max(1000),
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

/** A project's form with many pictures and a long text is larger than the usual 16 KB. */
const projectSaveLimit = 512 * 1024;

/** The image index in the path: 0 for the first. */
function imageIndex(c: StudioContext): number | Response {
  const index = Number(c.req.param("index"));
  return Number.isSafeInteger(index) && index >= 0 && /^\d+$/.test(c.req.param("index") ?? "")
    ? index
    : apiError(c, 404, "not_found", "There is no such image.");
}

/** The handler of a change to one image of a project: an image the path names, then the body. */
function imageChange<T>(
  schema: z.ZodType<T>,
  work: (body: T, c: StudioContext, index: number) => Promise<unknown>,
): StudioRoute["handler"] {
  return (c) => {
    const index = imageIndex(c);
    if (index instanceof Response) return index;
    return contentChange(schema, (body) => work(body, c, index))(c);
  };
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

  const create = contentChange(
    newSchema,
    async ({ title, id: wanted }) => {
      await projects.create(title, wanted);
      deps.logger.info("studio: project created", { project: wanted });
      return { id: wanted };
    },
    201,
  );

  const show = (c: StudioContext) => contentAnswer(c, () => projects.editor(id(c)));

  const save = contentChange(saveSchema, (body, c) =>
    projects.save(id(c), body.version, body.fields),
  );

  const remove = contentChange(versionSchema, async (body, c) => {
    const kept = await projects.remove(id(c), body.version);
    deps.logger.info("studio: project moved to the trash", { project: id(c) });
    return { kept };
  });

  const addImage = contentChange(uploadSchema, (body, c) =>
    projects.addImage(id(c), body.version, body.upload),
  );

  const replaceImage = imageChange(uploadSchema, (body, c, index) =>
    projects.replaceImage(id(c), index, body.version, body.upload),
  );

  const removeImage = imageChange(versionSchema, (body, c, index) =>
    projects.removeImage(id(c), index, body.version),
  );

  return [
    ownerRoute("GET", "/projects", list),
    ownerRoute("POST", "/projects", create),
    ownerRoute("GET", "/project-address", address),
    ownerRoute("GET", "/projects/:id", show),
    ownerRoute("PUT", "/projects/:id", save, projectSaveLimit),
    ownerRoute("DELETE", "/projects/:id", remove),
    ownerRoute("POST", "/projects/:id/images", addImage),
    ownerRoute("PUT", "/projects/:id/images/:index", replaceImage),
    ownerRoute("DELETE", "/projects/:id/images/:index", removeImage),
  ];
}
