import { ThemedPage, themedMetadata } from '@/components/reading/themed-page';

export const generateMetadata = themedMetadata('daily');

export default function DailyTarotPage({ params }: PageProps<'/[locale]/daily-tarot'>) {
  return <ThemedPage theme="daily" params={params} />;
}
