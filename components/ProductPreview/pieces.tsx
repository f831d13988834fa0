/**
 * The kit the product previews are drawn with (ProductPreview.tsx): tiles of art, windows, statuses,
 * the permission record, library assets, the product page and posts. Each draws what its
 * name says, in the theme's colours, every word from the content modules.
 */
import { formatDateTime } from '../../content/format';
import { usePage } from '../../renderer/usePage';
import { Icon } from '../Icon/Icon';
import { permissionRecord } from './permissionRecord';
import * as styles from './ProductPreview.css';

export type Art = keyof typeof styles.art;

export function Tile({ art, size = 'fill', children }: { art: Art; size?: keyof typeof styles.tileSize; children?: React.ReactNode }) {
  return <span className={`${styles.art[art]} ${styles.tileSize[size]}`}>{children}</span>;
}

export function Status({ tone, children }: { tone: keyof typeof styles.status; children: string }) {
  return (
    <span className={styles.status[tone]}>
      <Icon name={tone === 'cleared' ? 'check' : 'clock'} size="xs" />
      {children}
    </span>
  );
}

/** The product of the product page: a bottle drawn in the theme's colours. */
export function ProductArt() {
  return (
    <svg className={styles.productArt} viewBox="0 0 80 100">
      <rect className={styles.productCap} x="30" y="10" width="20" height="14" rx="3" />
      <rect className={styles.productBottle} x="20" y="24" width="40" height="66" rx="12" />
      <rect className={styles.productLabel} x="27" y="46" width="26" height="20" rx="4" />
    </svg>
  );
}

/** A round mark on a tile: picked, rights cleared, or awaiting the creator's reply. */
export function Marker({ tone }: { tone: keyof typeof styles.marker }) {
  const icon = tone === 'pending' ? 'clock' : 'check';
  return (
    <span className={styles.marker[tone]}>
      <Icon name={icon} size="xs" />
    </span>
  );
}

/** The frame of a product view: window dots and a title or a search field. */
export function Window({ title, search, children, className }: { title?: string; search?: string; children: React.ReactNode; className?: string }) {
  return (
    <span className={`${styles.window} ${className ?? ''}`}>
      <span className={styles.windowBar}>
        <span className={styles.dots} />
        {search ? (
          <span className={styles.search}>
            <Icon name="search" size="xs" />
            {search}
          </span>
        ) : (
          <span className={styles.windowTitle}>{title}</span>
        )}
      </span>
      {children}
    </span>
  );
}

export function RequestBubbles() {
  const text = usePage().content.previews;
  return (
    <span className={styles.chat}>
      <span className={styles.bubbleOut}>
        <span className={styles.sender}>{text.brandSender}</span>
        {text.request}
        {/* Drawn as a link: the preview is a picture, and the brand's own terms are not on this site. */}
        <span className={styles.terms}>{text.terms}</span>
      </span>
      <span className={styles.bubbleIn}>
        <span className={styles.avatar} />
        <span className={styles.reply}>
          {text.reply}
          <Icon name="check" size="xs" />
        </span>
      </span>
    </span>
  );
}

/**
 * The audit trail of one permission: who said yes, when, for which channels, where and how long.
 * With the exchange (the demo page, where there is room), the post and both sides of it: the
 * brand's request, naming its terms, and the creator's own words agreeing to them.
 */
export function PermissionRecord({ withExchange = false }: { withExchange?: boolean }) {
  const { content, locale } = usePage();
  const text = content.previews;
  const proof = (
    <>
      <Status tone="cleared">{text.cleared}</Status>
      <span className={styles.recordMeta}>
        <Icon name="clock" size="xs" />
        {formatDateTime(permissionRecord.recordedAt, locale)}
      </span>
      <span className={styles.recordMeta}>
        {permissionRecord.scope.map((icon) => (
          <Icon key={icon} name={icon} size="sm" />
        ))}
        {text.licence}
      </span>
    </>
  );
  return (
    <Window title={text.record}>
      <span className={withExchange ? styles.recordWithExchange : styles.record}>
        <span className={styles.creator}>
          {withExchange ? <Tile art="sunset" size="thumb" /> : <span className={styles.avatar} />}
          {text.creator}
        </span>
        {withExchange ? <RequestBubbles /> : null}
        {withExchange ? <span className={styles.recordFooter}>{proof}</span> : proof}
      </span>
    </Window>
  );
}

/** An asset of the library with its rights status; inside the library view the label goes (its title says it). */
export function LibraryAsset({ art, tone = 'cleared', labelled = true }: { art: Art; tone?: keyof typeof styles.status; labelled?: boolean }) {
  const text = usePage().content.previews;
  return (
    <span className={styles.asset}>
      <Tile art={art} size="thumb" />
      <span className={styles.assetBody}>
        {labelled ? <span className={styles.assetLabel}>{text.library}</span> : null}
        <Status tone={tone}>{tone === 'cleared' ? text.cleared : text.pending}</Status>
      </span>
    </span>
  );
}

export function ProductPage() {
  const text = usePage().content.previews;
  const strip: Art[] = ['sunset', 'meadow', 'blossom', 'ocean'];
  return (
    <Window title={text.productPage}>
      <span className={styles.product}>
        <Tile art="product" size="product">
          <ProductArt />
        </Tile>
        <span className={styles.productBody}>
          <span className={styles.lineLong} />
          <span className={styles.lineShort} />
          <span className={styles.buy}>{text.addToCart}</span>
        </span>
      </span>
      <span className={styles.widget}>
        <span className={styles.iconLabel}>
          <Icon name="instagram" size="xs" />
          {text.widget}
        </span>
        <span className={styles.strip}>
          {strip.map((art) => (
            <Tile key={art} art={art} />
          ))}
        </span>
        <span className={styles.credit}>{text.credit}</span>
      </span>
    </Window>
  );
}

/** Posts found under the brand's hashtag, three to a row, some picked. */
export function FoundPosts({ arts, picked }: { arts: readonly Art[]; picked: readonly Art[] }) {
  const text = usePage().content.previews;
  return (
    <Window search={text.search}>
      <span className={styles.stepGrid}>
        {arts.map((art) => (
          <Tile key={art} art={art}>
            {picked.includes(art) ? <Marker tone="picked" /> : null}
          </Tile>
        ))}
      </span>
    </Window>
  );
}

/** A post as a feed shows it: its author, a wide picture, and what the brand may do with it. */
export function Post({ author, art, children }: { author: string; art: Art; children: React.ReactNode }) {
  return (
    <Window>
      <span className={styles.creator}>
        <span className={styles.avatar} />
        {author}
      </span>
      <Tile art={art} size="banner" />
      {children}
    </Window>
  );
}
