import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  route("category/:slug", "routes/category.tsx"),
  route("project/:projectId", "routes/project.tsx"),
  route("blog", "routes/blog.tsx"),
  route("contact", "routes/contact.tsx"),
  route("about", "routes/about.tsx"),
  // The owner's Studio: never prerendered, served from the app's shell (see server/studio).
  route("studio", "routes/studio.tsx", [
    route("sign-in", "routes/studio.sign-in.tsx"),
    route("messages", "routes/studio.messages.tsx"),
    route("messages/:messageId", "routes/studio.message.tsx"),
    route("devices", "routes/studio.devices.tsx"),
    route("publish", "routes/studio.publish.tsx"),
    route("publish/history/:versionId", "routes/studio.publish-version.tsx"),
    route("*", "routes/studio.not-found.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
