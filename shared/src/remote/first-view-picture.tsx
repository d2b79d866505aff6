import type { HotelFirstViewPicture } from './first-view-slots';

/**
 * A first view's largest picture, known before the page's data (the edge fills a skeleton's slot
 * with it, first-view-slots.ts): drawn at once and at high priority, never lazy, with its caption
 * as alt text or else `photoOf(name)`. The skeleton places it (`className`) a little larger than
 * the mounted picture that replaces it, so the browser keeps it as the largest paint.
 */
export function FirstViewPicture({
  picture,
  className,
  photoOf,
}: {
  picture: HotelFirstViewPicture;
  className?: string;
  photoOf: (name: string) => string;
}) {
  return (
    <img
      className={className}
      src={picture.url}
      alt={picture.caption || photoOf(picture.name)}
      width={800}
      height={600}
      fetchPriority="high"
      decoding="async"
    />
  );
}
