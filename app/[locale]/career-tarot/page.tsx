import { ThemedPage, themedMetadata } from '@/components/reading/themed-page';

export const generateMetadata = themedMetadata('career');

export default function CareerTarotPage({ params }: PageProps<'/[locale]/career-tarot'>) {
  return <ThemedPage theme="career" params={params} />;
}
