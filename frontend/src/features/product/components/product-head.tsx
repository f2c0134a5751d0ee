import { PageHead } from '@/components/seo/page-head';
import { useOrigin } from '@/components/seo/document-facts';
import { paths } from '@/config/paths';
import { isolated, localizePath, useMessages } from '@/i18n';
import { localizeProduct } from '@/i18n/content';
import specTexts from 'virtual:en/specs';
import { useSite } from '@/lib/site-settings';
import type { Product } from '@/types/api';
import { productDescription, productJsonLd, shareImageUrl } from '../lib/product-meta';

/** A product page's head: its title, description, share image, price tags and schema.org Product. */
export function ProductHead({ product: given }: { product: Product }) {
  const site = useSite();
  const { lang } = site;
  const origin = useOrigin();
  const t = useMessages('specs', specTexts);
  const product = localizeProduct(given, lang);
  const path = paths.product.getHref(given.id);
  const image = shareImageUrl(given.image);
  const absoluteImage = /^https?:\/\//.test(image) ? image : origin + image;
  const company = isolated(site.companyName, lang);
  return (
    <PageHead
      title={`${isolated(product.name, lang)} | ${company}`}
      description={productDescription(product, site.pricesIncludeVat, lang, t)}
      path={path}
      image={image}
      type="product"
      price={product.showContactForPricing ? undefined : product.price}
      jsonLd={productJsonLd(product, {
        url: origin + localizePath(path, lang),
        image: absoluteImage,
        company: site.companyName,
        lang,
        t,
      })}
    />
  );
}
