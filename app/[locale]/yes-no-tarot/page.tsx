import { ThemedPage, themedMetadata } from '@/components/reading/themed-page';

export const generateMetadata = themedMetadata('yesNo');

export default function YesNoTarotPage({ params }: PageProps<'/[locale]/yes-no-tarot'>) {
  return <ThemedPage theme="yesNo" params={params} />;
}
