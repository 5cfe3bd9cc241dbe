import type { DeviceSummary } from "../../core/studio/studio-api.ts";
import { apiError } from "../api/api-error.ts";
import {
  ownerSession,
  type StudioContext,
  type StudioDeps,
  type StudioRoute,
} from "./studio-route.ts";

/** The list of signed-in devices, each of which can be signed out from here. */
export function deviceRoutes({ sessions, cookie, logger }: StudioDeps): StudioRoute[] {
  const list = (c: StudioContext) => {
    const current = ownerSession(c);
    const devices: DeviceSummary[] = sessions.list().map((session) => ({
      id: session.id,
      device: session.device,
      createdAt: session.createdAt,
      lastUsedAt: session.lastUsedAt,
      current: session.id === current.id,
    }));
    return c.json({ devices });
  };

  const end = (c: StudioContext) => {
    const id = c.req.param("id") ?? "";
    if (!sessions.end(id)) {
      return apiError(c, 404, "not_found", "That device is not signed in.");
    }
    const current = ownerSession(c).id === id;
    if (current) cookie.clear(c);
    logger.info("studio session ended from the devices list", { session: id });
    return c.json({ ended: id, current });
  };

  return [
    { method: "GET", path: "/devices", access: "owner", handler: list },
    { method: "DELETE", path: "/devices/:id", access: "owner", handler: end },
  ];
}
