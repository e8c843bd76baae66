import { ThemedPage, themedMetadata } from '@/components/reading/themed-page';

export const generateMetadata = themedMetadata('cross');

export default function CelticCrossPage({ params }: PageProps<'/[locale]/celtic-cross'>) {
  return <ThemedPage theme="cross" params={params} />;
}
