/**
 * The owner's uploaded pictures: where the studio keeps them, which files they may be, and how
 * large. One source for the studio (studio/backend.ts, studio/cms-config.ts) and the server that
 * sends them (server/static-site.ts). An upload is a picture and nothing else: no page, script or
 * SVG drawing (which can carry script) is kept there or sent from there.
 */
export const uploadsFolder = "public/images/uploads";
/** The address the site shows the uploads at. */
export const uploadsUrl = "/images/uploads";

/** The picture an upload is by its name (JPEG, PNG, WebP, AVIF), or undefined for any other file. */
export function uploadFormat(name: string): "jpeg" | "png" | "webp" | "avif" | undefined {
  const extension = /\.(jpe?g|png|webp|avif)$/i.exec(name)?.[1]?.toLowerCase();
  return extension === "jpg" ? "jpeg" : (extension as "jpeg" | "png" | "webp" | "avif" | undefined);
}
export const isUploadName = (name: string) => uploadFormat(name) !== undefined;

/**
 * The Content-Security-Policy an upload is sent with, by the site's server and by the studio: a
 * picture needs none of a page's powers, so even a file that is not one (kept before the studio
 * checked uploads) can run nothing and load nothing.
 */
export const uploadPolicy = "default-src 'none'; sandbox";

/**
 * The largest file the studio takes (a phone's photo is 3 to 12 MB); it is scaled down before it is
 * kept. Sent as base64 it grows by a third, to 20 MB: within the 25 MB nginx lets through to the
 * live studio (docs/deploy.md).
 */
export const largestUploadBytes = 15 * 1024 * 1024;
