/**
 * A raster picture from an image slot of the content (file, size, alt text in the page's language):
 * AVIF and WebP at several widths, the browser picks by `sizes`; explicit width and height (no
 * layout shift); lazy unless it is on the first screen.
 */
import pictures from 'virtual:pictures';
import type { ImageSlot } from '../../schema/site-content';
import * as styles from './Picture.css';

const sourceTypes: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

/** The picture an image slot names: a file of content/images or a drawing of the theme (tooling/vite/pictures.ts). */
export function pictureOf(file: string) {
  const picture = pictures[file];
  if (!picture) throw new Error(`${file} is named by an image slot but is neither in content/images nor drawn by renderer/art`);
  return picture;
}

export function Picture({ image, sizes, eager }: { image: ImageSlot; sizes: string; eager?: boolean }) {
  const picture = pictureOf(image.file);
  return (
    <picture className={styles.picture}>
      {Object.entries(picture.sources).map(([format, srcSet]) => (
        <source key={format} type={sourceTypes[format]} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        className={styles.image}
        src={picture.img.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  );
}
