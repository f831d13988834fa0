import { PageHero } from '../../components/PageHero/PageHero';
import { usePage } from '../../renderer/usePage';

export default function Page() {
  const { content } = usePage();
  return <PageHero intro={content.contact.hero} />;
}
