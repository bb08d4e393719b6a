/** A picture with its intrinsic size, e.g. an image slot of content/images.ts. */
export type SizedImageSource = { src: string; width: number; height: number; alt: string };

/**
 * An image sized by its width and height attributes, so its box is reserved before it loads (no
 * layout shift), decoded off the main thread. A `priority` image (one that may be the largest paint)
 * is requested early and at high priority; any other waits until it nears the viewport. An image
 * carried in the page (a `data:` address, see app/lib/pictures.server.ts) is requested from nowhere.
 */
export function SizedImage({
  image,
  className,
  priority = false,
}: {
  image: SizedImageSource;
  className: string;
  priority?: boolean;
}) {
  const carried = image.src.startsWith("data:");
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      className={className}
      loading={priority || carried ? undefined : "lazy"}
      fetchPriority={priority && !carried ? "high" : undefined}
      decoding="async"
    />
  );
}
