/**
 * A raster picture from an image slot of the content (file, size, alt text in the page's language):
 * AVIF and WebP at several widths, the browser picks by `sizes`; explicit width and height (no
 * layout shift); lazy unless it is on the first screen.
 */
import type { ImageSlot } from '../../schema/site-content';
import * as styles from './Picture.css';

interface BuiltPicture {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

/** Every picture of content/images, built once by vite-imagetools (vite.config.ts). */
const built = import.meta.glob<BuiltPicture>('../../content/images/*', {
  query: { w: '480;800;1200;1600', format: 'avif;webp', as: 'picture' },
  import: 'default',
  eager: true,
});

const sourceTypes: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

export function pictureOf(file: string): BuiltPicture {
  const picture = built[`../../content/images/${file}`];
  if (!picture) throw new Error(`content/images/${file} is named by an image slot but does not exist`);
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
