import { ThemedPage, themedMetadata } from '@/components/reading/themed-page';

export const generateMetadata = themedMetadata('love');

export default function LoveTarotPage({ params }: PageProps<'/[locale]/love-tarot'>) {
  return <ThemedPage theme="love" params={params} />;
}
