/**
 * Product previews: what the platform does, drawn by the site in HTML and CSS (no screenshots, no
 * JavaScript), every word from the content modules so each language shows its own. The "photos" are
 * art (vars.art), never a customer's picture. A meaningful preview is one image with a text
 * alternative per language; a decorative one is hidden from assistive technology.
 */
import { formatDateTime } from '../../content/format';
import type { StepId, UseCaseId } from '../../schema/site-content';
import { usePage } from '../../renderer/usePage';
import { Icon } from '../Icon/Icon';
import { permissionRecord } from './permissionRecord';
import * as styles from './ProductPreview.css';

type Art = keyof typeof styles.art;

function Tile({ art, size = 'fill', children }: { art: Art; size?: keyof typeof styles.tileSize; children?: React.ReactNode }) {
  return <span className={`${styles.art[art]} ${styles.tileSize[size]}`}>{children}</span>;
}

function Status({ tone, children }: { tone: keyof typeof styles.status; children: string }) {
  return (
    <span className={styles.status[tone]}>
      <Icon name={tone === 'cleared' ? 'check' : 'clock'} size="xs" />
      {children}
    </span>
  );
}

/** The product of the product page: a bottle drawn in the theme's colours. */
function ProductArt() {
  return (
    <svg className={styles.productArt} viewBox="0 0 80 100">
      <rect className={styles.productCap} x="30" y="10" width="20" height="14" rx="3" />
      <rect className={styles.productBottle} x="20" y="24" width="40" height="66" rx="12" />
      <rect className={styles.productLabel} x="27" y="46" width="26" height="20" rx="4" />
    </svg>
  );
}

/** A round mark on a tile: picked, rights cleared, or awaiting the creator's reply. */
function Marker({ tone }: { tone: keyof typeof styles.marker }) {
  const icon = tone === 'pending' ? 'clock' : 'check';
  return (
    <span className={styles.marker[tone]}>
      <Icon name={icon} size="xs" />
    </span>
  );
}

/** The frame of a product view: window dots and a title or a search field. */
function Window({ title, search, children, className }: { title?: string; search?: string; children: React.ReactNode; className?: string }) {
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

function RequestBubbles() {
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
function PermissionRecord({ withExchange = false }: { withExchange?: boolean }) {
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
function LibraryAsset({ art, tone = 'cleared', labelled = true }: { art: Art; tone?: keyof typeof styles.status; labelled?: boolean }) {
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

function ProductPage() {
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

/** The home hero: a mosaic of found posts beside the rights flow, from the post to the product page. */
export function RightsFlowPreview() {
  const text = usePage().content.previews;
  const mosaic: Art[] = ['sunset', 'meadow', 'citrus', 'ocean', 'blossom', 'dune'];
  return (
    <figure className={styles.hero} role="img" aria-label={text.heroAlt} data-preview="rights-flow">
      <Window search={text.search} className={styles.heroWindow}>
        <span className={styles.heroBody}>
          <span className={styles.mosaic}>
            {mosaic.map((art, index) => (
              <Tile key={art} art={art}>
                {index === 0 ? <Marker tone="picked" /> : null}
                {index === 1 ? <Marker tone="cleared" /> : null}
                {index === 2 ? <Marker tone="pending" /> : null}
              </Tile>
            ))}
          </span>
          <span className={styles.flow}>
            <span className={styles.flowStep}>
              <span className={styles.asset}>
                <Tile art="sunset" size="thumb" />
                <span className={styles.assetBody}>
                  <span className={styles.iconLabel}>
                    <Icon name="instagram" size="xs" />
                    {text.newPost}
                  </span>
                  <span className={styles.assetLabel}>{text.search}</span>
                </span>
              </span>
            </span>
            <span className={styles.flowStep}>
              <RequestBubbles />
            </span>
            <span className={styles.flowStep}>
              <LibraryAsset art="sunset" />
            </span>
            <span className={styles.flowStep}>
              <ProductPage />
            </span>
          </span>
        </span>
      </Window>
    </figure>
  );
}

/** The visual of one how-it-works step: decorative, the step's own text says what it shows. */
export function StepPreview({ step }: { step: StepId }) {
  const text = usePage().content.previews;
  return (
    <span className={styles.step} aria-hidden="true" data-preview={`step-${step}`}>
      {/* Two rows of found posts, two of them picked: the view stands as tall as the other steps' views. */}
      {step === 'curation' ? <FoundPosts arts={['meadow', 'citrus', 'ocean', 'blossom', 'dune', 'sunset']} picked={['citrus', 'blossom']} /> : null}
      {step === 'rights' ? <PermissionRecord /> : null}
      {step === 'organisation' ? (
        <Window title={text.library}>
          <span className={styles.stepList}>
            <LibraryAsset art="citrus" labelled={false} />
            <LibraryAsset art="blossom" tone="pending" labelled={false} />
          </span>
        </Window>
      ) : null}
      {step === 'distribution' ? <ProductPage /> : null}
    </span>
  );
}

/** Posts found under the brand's hashtag, three to a row, some picked. */
function FoundPosts({ arts, picked }: { arts: readonly Art[]; picked: readonly Art[] }) {
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
function Post({ author, art, children }: { author: string; art: Art; children: React.ReactNode }) {
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

/** The scene of one use case, drawn with the same kit as the steps: decorative, the card's words say what it shows. */
export function UseCasePreview({ useCase }: { useCase: UseCaseId }) {
  const text = usePage().content.previews;
  // Drawn on demand: each card renders its own scene only.
  const scenes: Record<UseCaseId, () => React.ReactNode> = {
    // A shoppable carousel (the product page itself is the page's hero).
    ecommerce: () => (
      <Window>
        <span className={styles.iconLabel}>
          <Icon name="instagram" size="xs" />
          {text.widget}
        </span>
        <span className={styles.carousel}>
          {(['sunset', 'meadow', 'blossom'] as const).map((art) => (
            <Tile key={art} art={art} />
          ))}
        </span>
        <span className={styles.credit}>{text.credit}</span>
        <span className={styles.buy}>{text.addToCart}</span>
      </Window>
    ),
    inspiration: () => (
      <Window>
        <span className={styles.lookbook}>
          {(['dune', 'meadow', 'citrus', 'ocean', 'blossom'] as const).map((art) => (
            <Tile key={art} art={art} />
          ))}
        </span>
      </Window>
    ),
    retail: () => (
      <span className={styles.screen}>
        {(['citrus', 'blossom', 'meadow'] as const).map((art) => (
          <Tile key={art} art={art} />
        ))}
      </span>
    ),
    socialMedia: () => (
      <Post author={text.creator} art="citrus">
        <Status tone="cleared">{text.cleared}</Status>
      </Post>
    ),
    // A hashtag contest: the entries found, the winner picked.
    activations: () => <FoundPosts arts={['meadow', 'ocean', 'sunset', 'dune', 'citrus', 'blossom']} picked={['citrus']} />,
    advertising: () => (
      <Post author={text.brandSender} art="ocean">
        <span className={styles.buy}>{text.addToCart}</span>
      </Post>
    ),
  };
  return (
    <span className={styles.step} aria-hidden="true" data-preview={`use-case-${useCase}`}>
      {scenes[useCase]()}
    </span>
  );
}

/** The permission record on its own with its exchange, decorative: what the demo will show (the demo page, beside the form). */
export function PermissionRecordPreview() {
  return (
    <span className={styles.recordAlone} aria-hidden="true" data-preview="permission-record">
      <PermissionRecord withExchange />
    </span>
  );
}

/** A product page showing cleared customer photos in a widget (the use-cases page). */
export function ProductPagePreview() {
  const text = usePage().content.previews;
  return (
    <figure className={styles.standalone} role="img" aria-label={text.productPageAlt} data-preview="product-page">
      <ProductPage />
    </figure>
  );
}
