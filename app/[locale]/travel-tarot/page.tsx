import { ThemedPage, themedMetadata } from '@/components/reading/themed-page';

export const generateMetadata = themedMetadata('travel');

export default function TravelTarotPage({ params }: PageProps<'/[locale]/travel-tarot'>) {
  return <ThemedPage theme="travel" params={params} />;
}
