import { Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { contentFor } from '../content/index';
import { Head } from './Head';
import { identify } from './routing';
import { PageDataProvider } from './usePage';

/** Renders the whole document as static HTML; islands render themselves inside it (see components/Island). */
export function onRenderHtml(pageContext: PageContextServer) {
  const identity = identify(pageContext);
  const content = contentFor(identity.locale);
  const { Page } = pageContext;
  const Layout = pageContext.config.Layout ?? Fragment;
  const meta = content[identity.template].meta;
  const html = renderToStaticMarkup(
    <html lang={identity.locale} dir="ltr">
      <Head identity={identity} meta={meta} />
      <body>
        <PageDataProvider value={{ ...identity, content }}>
          <Layout>
            <Page />
          </Layout>
        </PageDataProvider>
      </body>
    </html>,
  );
  return escapeInject`<!DOCTYPE html>${dangerouslySkipEscape(html)}`;
}
