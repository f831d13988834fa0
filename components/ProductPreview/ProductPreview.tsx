/**
 * Product previews: what the platform does, drawn by the site in HTML and CSS (no screenshots, no
 * JavaScript), every word from the content modules so each language shows its own. The "photos" are
 * art (vars.art), never a customer's picture. A meaningful preview is one image with a text
 * alternative per language; a decorative one is hidden from assistive technology.
 */
import type { StepId, UseCaseId } from '../../schema/site-content';
import { usePage } from '../../renderer/usePage';
import { Icon } from '../Icon/Icon';
import { FoundPosts, LibraryAsset, Marker, PermissionRecord, Post, ProductPage, RequestBubbles, Status, Tile, Window, type Art } from './pieces';
import * as styles from './ProductPreview.css';

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
