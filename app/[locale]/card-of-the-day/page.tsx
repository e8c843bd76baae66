import { ThemedPage, themedMetadata } from '@/components/reading/themed-page';

export const generateMetadata = themedMetadata('dayCard');

export default function CardOfTheDayPage({ params }: PageProps<'/[locale]/card-of-the-day'>) {
  return <ThemedPage theme="dayCard" params={params} />;
}
