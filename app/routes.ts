import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  route("category/:slug", "routes/category.tsx"),
  route("project/:projectId", "routes/project.tsx"),
  route("blog", "routes/blog.tsx"),
  route("contact", "routes/contact.tsx"),
  // What a browser that posted the contact form itself is shown (core/site/contact-answer-pages).
  route("contact/sent", "routes/contact.sent.tsx"),
  route("contact/not-sent", "routes/contact.not-sent.tsx"),
  route("about", "routes/about.tsx"),
  // The owner's Studio: never prerendered, served from the app's shell (see server/studio).
  // Its first start, from the one-time setup address, while the Studio is still off.
  route("studio/setup", "routes/studio-setup.tsx"),
  route("studio", "routes/studio.tsx", [
    route("sign-in", "routes/studio.sign-in.tsx"),
    route("messages", "routes/studio.messages.tsx"),
    route("messages/:messageId", "routes/studio.message.tsx"),
    route("devices", "routes/studio.devices.tsx"),
    route("projects", "routes/studio.projects.tsx"),
    route("projects/:projectId", "routes/studio.project.tsx"),
    route("site", "routes/studio.site.tsx"),
    route("site/categories", "routes/studio.categories.tsx"),
    route("site/slideshow", "routes/studio.slideshow.tsx"),
    route("site/about", "routes/studio.about.tsx"),
    route("site/settings", "routes/studio.settings.tsx"),
    route("site/backups", "routes/studio.backups.tsx"),
    route("publish", "routes/studio.publish.tsx"),
    route("publish/history/:versionId", "routes/studio.publish-version.tsx"),
    route("*", "routes/studio.not-found.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
