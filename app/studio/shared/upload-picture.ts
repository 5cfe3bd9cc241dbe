import {
  maxUploadBytes,
  type UploadStarted,
  uploadChunkBytes,
} from "../../../core/studio/content-api.ts";
import { csrfHeader, type StudioErrorBody } from "../../../core/studio/studio-api.ts";
import { formatBytes } from "../../../core/words/format-bytes.ts";
import { currentCsrfToken, goTo, StudioApiError, signInPath, studioApi } from "./studio-client.ts";

/** How often a part is sent again after the connection broke. */
const attemptsPerPart = 3;

class ConnectionLost extends Error {}

function errorBody(text: string): Partial<StudioErrorBody> {
  try {
    return JSON.parse(text) as Partial<StudioErrorBody>;
  } catch {
    return {};
  }
}

/** Sends one part with XMLHttpRequest, whose upload events report the bytes sent so far. */
function sendPart(id: string, offset: number, part: Blob, onSent: (bytes: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", `/api/studio/uploads/${id}?offset=${offset}`);
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    const token = currentCsrfToken();
    if (token) xhr.setRequestHeader(csrfHeader, token);
    xhr.upload.onprogress = (event) => onSent(event.loaded);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else if (xhr.status === 401) reject(goTo(signInPath));
      else reject(new StudioApiError(xhr.status, errorBody(xhr.responseText)));
    };
    xhr.onerror = () => reject(new ConnectionLost("The connection broke."));
    xhr.send(part);
  });
}

/**
 * Sends a picture to the Studio in parts, telling `onProgress` how many bytes have gone, and
 * returns the upload's id for the project, slideshow or portrait it is for. A part whose
 * connection broke is sent again. The file's name stays in the browser.
 */
export async function uploadPicture(
  file: File,
  onProgress: (sent: number) => void,
): Promise<string> {
  if (file.size > maxUploadBytes) {
    throw new Error(
      `This file is ${formatBytes(file.size)}; the Studio takes pictures of up to ${formatBytes(maxUploadBytes)}. Export it smaller and add it again.`,
    );
  }
  const { id } = await studioApi<UploadStarted>("/uploads", {
    method: "POST",
    json: { size: file.size },
  });
  for (let offset = 0; offset < file.size; offset += uploadChunkBytes) {
    const part = file.slice(offset, offset + uploadChunkBytes);
    for (let attempt = 1; ; attempt += 1) {
      try {
        await sendPart(id, offset, part, (sent) => onProgress(offset + sent));
        break;
      } catch (error) {
        if (!(error instanceof ConnectionLost) || attempt === attemptsPerPart) {
          throw error instanceof ConnectionLost
            ? new Error("The connection to the Studio broke while the picture was sent. Try again.")
            : error;
        }
      }
    }
  }
  onProgress(file.size);
  return id;
}
