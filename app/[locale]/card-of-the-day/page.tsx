import { DayCardFlow } from '@/components/reading/day-card-flow';
import { ThemedPage, themedMetadata } from '@/components/reading/themed-page';

export const generateMetadata = themedMetadata('dayCard');

export default function CardOfTheDayPage({ params }: PageProps<'/[locale]/card-of-the-day'>) {
  return (
    <ThemedPage theme="dayCard" params={params} flow={(texts, submitLabel) => <DayCardFlow texts={texts} submitLabel={submitLabel} />} />
  );
}
