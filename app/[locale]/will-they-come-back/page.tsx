import { ThemedPage, themedMetadata } from '@/components/reading/themed-page';

export const generateMetadata = themedMetadata('comeBack');

export default function WillTheyComeBackPage({ params }: PageProps<'/[locale]/will-they-come-back'>) {
  return <ThemedPage theme="comeBack" params={params} />;
}
